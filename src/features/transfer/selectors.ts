import type { RootState } from '../../app/rootReducer';
import { initialTransferState, type TransferState } from './transferSlice';

/** The import's state; its initial state until the slice is injected (with the boards' sagas). */
export const selectTransfer = (state: RootState): TransferState =>
  state.transfer ?? initialTransferState;
export const selectImportPhase = (state: RootState) => selectTransfer(state).phase;
