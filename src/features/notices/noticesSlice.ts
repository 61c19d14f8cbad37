import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session';

/** A message for the person, shown until dismissed (errors) or for a few seconds (info). */
export interface Notice {
  id: string;
  tone: 'error' | 'info';
  text: string;
  /** Text the person typed that could not be saved, offered back to copy. */
  keptText?: string;
}

interface NoticesState {
  items: Notice[];
}

export const initialNoticesState: NoticesState = { items: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        // The same message twice in a row (a burst of failed writes) shows once.
        state.items = state.items.filter((item) => item.text !== action.payload.text);
        state.items.push(action.payload);
        if (state.items.length > 4) state.items.shift();
      },
      prepare(notice: Omit<Notice, 'id'>) {
        return { payload: { ...notice, id: nanoid() } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  // What one person was told is not for the next one.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialNoticesState),
});

export const { noticeShown, noticeDismissed } = noticesSlice.actions;
export default noticesSlice.reducer;
