import type { RootState } from '../../../app/rootReducer';

export const selectNextUndo = (state: RootState) => state.history.past.at(-1) ?? null;
export const selectNextRedo = (state: RootState) => state.history.future.at(-1) ?? null;
