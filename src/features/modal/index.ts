// The modal feature's public entry (which dialog is open): other features import only from here.
export { default as modalReducer, initialModalState, modalClosed, modalOpened } from './modalSlice';
export * from './selectors';
export { useLastSubject } from './useLastSubject';
