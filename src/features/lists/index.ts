// The lists feature's public entry: the open board's lists (listsSaga: add, rename, move,
// archive, delete) and their columns on screen.
export { DeleteListDialog } from './DeleteListDialog';
export { ListColumn } from './ListColumn';
export { ListComposer } from './ListComposer';
export { listsSaga } from './listsSaga';
