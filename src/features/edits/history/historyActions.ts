// What the screen asks of the history (the header's buttons, the keyboard shortcuts).
import { createAction } from '@reduxjs/toolkit';

export const undoRequested = createAction('history/undoRequested');
export const redoRequested = createAction('history/redoRequested');
