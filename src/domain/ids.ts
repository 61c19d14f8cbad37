// Ids made on the client, so a create can be shown (and referred to) before the server has
// seen it: documents, labels, checklist items. RTK's nanoid: 21 URL-safe characters.
import { nanoid } from '@reduxjs/toolkit';

/** Kept for what a person's own client finds (notification.ts): the rules refuse them for edits. */
const SELF_FOUND = /^(invite|due)-/;

export const newId = (): string => {
  let id = nanoid();
  // About one id in 17 million would start so; made again rather than refused with its edit.
  while (SELF_FOUND.test(id)) id = nanoid();
  return id;
};
