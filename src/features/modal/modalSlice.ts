import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Every dialog of the app, by name. At most one is open at a time. */
export type ModalId = 'about';

export interface ModalState {
  open: ModalId | null;
}

export const initialModalState: ModalState = { open: null };

const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalId>) {
      state.open = action.payload;
    },
    modalClosed(state) {
      state.open = null;
    },
  },
});

export const { modalOpened, modalClosed } = modalSlice.actions;
export default modalSlice.reducer;
