// The transfer feature's public entry (import and export of boards): other features import
// only from here. The boards feature shows its buttons and dialog and starts its sagas; this
// feature imports nothing of the boards feature (it is given what it needs: see ImportSagaDeps).
export { ExportMenuItems } from './ExportMenu';
export { exportRequested } from './exportActions';
export { exportSaga } from './exportSaga';
export { ImportButton } from './ImportButton';
export { ImportDialog } from './ImportDialog';
export { importSaga, type ImportSagaDeps } from './importSaga';
