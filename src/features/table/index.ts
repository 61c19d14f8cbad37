// The table view's public entry (issue 33 §1): loaded with the view, never with the board.
export { TableView } from './TableView';
