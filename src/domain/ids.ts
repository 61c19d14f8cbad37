// Ids made on the client, so a create can be shown (and referred to) before the server has
// seen it: documents, labels, checklist items. RTK's nanoid: 21 URL-safe characters.
import { nanoid } from '@reduxjs/toolkit';

export const newId = (): string => nanoid();
