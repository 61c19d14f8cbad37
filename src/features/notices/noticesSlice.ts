import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A message for the person, shown until dismissed (errors) or for a few seconds (info). */
export interface Notice {
  id: string;
  tone: 'error' | 'info';
  text: string;
  /** Text the person typed that could not be saved, offered back to copy. */
  keptText?: string;
}

export interface NoticesState {
  items: Notice[];
}

export const initialNoticesState: NoticesState = { items: [] };

let sequence = 0;

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
        sequence += 1;
        return { payload: { ...notice, id: `notice-${Date.now()}-${sequence}` } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { noticeShown, noticeDismissed } = noticesSlice.actions;
export default noticesSlice.reducer;
