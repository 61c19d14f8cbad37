// The dashboard feature's public entry: the person's boards page (its code loads with its
// route, features/boards/index.ts), boardsSaga (create, rename, recolour, star, move, delete
// a board), and the delete-board dialog the board page uses too.
export { DeleteBoardDialog } from './DeleteBoardDialog';
export { boardsSaga, resumeBoardDeletions, watchBoardSummaries } from './boardsSaga';
export { boardFromTemplateRequested, boardTemplateToggled } from './templateBoardSaga';
