// The edits feature's public entry: the edit pipeline. Every edit goes through applyEdit.ts
// (shown at once, written with its activity entry, taken back if refused), and every change
// of the person's own preferences through its sibling applyPersonalEdit.ts; describeEdit,
// invertEdit and revertSaga beside it; history/ is undo and redo. Depends on board only.
export { applyEdit } from './applyEdit';
export { applyPersonalEdit, type PersonalEdit } from './applyPersonalEdit';
export { editsSaga } from './editsSaga';
export { fieldChange, keyedChanges } from './fieldChanges';
export { redoRequested, undoRequested } from './history/historyActions';
export { selectNextRedo, selectNextUndo } from './history/historySelectors';
export {
  default as historyReducer,
  initialHistoryState,
  type EditKind,
  type FieldChange,
} from './history/historySlice';
export { historySaga } from './history/undoSaga';
export { finishListDeletion, listNotDeletedMessage } from './listDeletion';
