// The read-only link's page opened and left: on the first screen (the root saga waits for
// them), so kept to two action creators; everything else loads with the page.
import { createAction } from '@reduxjs/toolkit';

export const publicViewOpened = createAction<{ linkId: string }>('publicView/opened');
export const publicViewClosed = createAction('publicView/closed');
