// The modal feature's public entry (which dialog is open): other features import only from here.
export {
  default as modalReducer,
  initialModalState,
  modalClosed,
  modalOpened,
  type ModalId,
  type ModalState,
} from './modalSlice';
export * from './selectors';
