import type { RootState } from '../../app/rootReducer';

export const selectNotices = (state: RootState) => state.notices.items;
