// The lists feature's public entry: the open board's lists (their requests in listRequests;
// listsSaga: add, rename, move, archive, delete) and their columns on screen.
export { DeleteListDialog } from './DeleteListDialog';
export { WipLimitDialog } from './WipLimitDialog';
export { ListColumn } from './ListColumn';
export { ListComposer } from './ListComposer';
export { MoveCopyListDialog } from './MoveCopyListDialog';
export {
  listAddRequested,
  listCopyRequested,
  listMoveToBoardRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listRenameRequested,
  listWipLimitRequested,
} from './listRequests';
export { listsSaga } from './listsSaga';
export { listMoveCopySaga } from './listMoveCopySaga';
