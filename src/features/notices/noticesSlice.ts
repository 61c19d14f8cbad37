import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { sagaFailed } from '../../app/safeSagas';
import { unexpectedFailureText } from '../../messages/errors';
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

function show(state: NoticesState, notice: Notice) {
  // The same message twice in a row (a burst of failed writes) shows once.
  state.items = state.items.filter((item) => item.text !== notice.text);
  state.items.push(notice);
  if (state.items.length > 4) state.items.shift();
}

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        show(state, action.payload);
      },
      prepare(notice: Omit<Notice, 'id'>) {
        return { payload: { ...notice, id: nanoid() } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      // What one person was told is not for the next one.
      .addCase(sessionEnded, () => initialNoticesState)
      // A saga's own mistake (src/app/safeSagas.ts): the app goes on, and says so.
      .addCase(sagaFailed, (state, { payload }) =>
        show(state, {
          id: payload.id,
          tone: 'error',
          text: payload.stopped ? unexpectedFailureText.stopped : unexpectedFailureText.step,
        }),
      ),
});

export const { noticeShown, noticeDismissed } = noticesSlice.actions;
export default noticesSlice.reducer;
