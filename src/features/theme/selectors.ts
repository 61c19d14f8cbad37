import type { RootState } from '../../app/rootReducer';

export const selectThemeChoice = (state: RootState) => state.theme.choice;
