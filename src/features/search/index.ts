// The search feature's public entry (docs/search.md): the headers' Search button (with the
// Ctrl/Cmd+K and `/` shortcut; the dialog and the search worker load when Search first opens)
// and its saga, started with the signed-in session's sagas.
export { SearchButton } from './SearchButton';
export { searchSaga } from './searchSaga';
