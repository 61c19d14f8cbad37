// The transfer feature's public entry (import and export of boards): other features import
// only from here.
export { ExportMenu } from './ExportMenu';
export { exportRequested } from './exportActions';
export { exportSaga } from './exportSaga';
