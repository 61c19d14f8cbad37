// The transfer feature's public entry (import, export): other features import only from here.
// The boards feature shows its buttons and dialog and starts its saga; this feature imports
// nothing of the boards feature (it is given what it needs: see ImportSagaDeps).
export { ImportButton } from './ImportButton';
export { ImportDialog } from './ImportDialog';
export { importSaga, type ImportSagaDeps } from './importSaga';
