// The My cards feature's public entry: its saga, started with the signed-in session's sagas.
// The page loads with its route (features/boards/index.ts); the headers' ways to it are the
// account menu's item and the dashboard's link (features/account).
export { myCardsSaga } from './myCardsSaga';
