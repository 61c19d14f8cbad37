import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session';

/** Every dialog of the app, by name. At most one is open at a time. */
export type ModalId =
  | 'about'
  | 'createBoard'
  | 'renameBoard'
  | 'deleteBoard'
  | 'deleteList'
  | 'wipLimit'
  | 'cardDetails'
  | 'moveCard'
  | 'copyCard'
  | 'cardFromTemplate'
  | 'moveList'
  | 'copyList'
  | 'shareBoard'
  | 'leaveBoard'
  | 'importBoard'
  | 'search'
  | 'shortcuts'
  | 'customFields';

interface ModalState {
  open: ModalId | null;
  /** The id of what the dialog is about (a board, list or card), when it is about something. */
  subject: string | null;
}

export const initialModalState: ModalState = { open: null, subject: null };

const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    modalOpened: {
      reducer(state, action: PayloadAction<{ id: ModalId; subject: string | null }>) {
        state.open = action.payload.id;
        state.subject = action.payload.subject;
      },
      prepare(id: ModalId, subject: string | null = null) {
        return { payload: { id, subject } };
      },
    },
    modalClosed(state) {
      state.open = null;
      state.subject = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialModalState),
});

export const { modalOpened, modalClosed } = modalSlice.actions;
export default modalSlice.reducer;
