import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { appUpdateReducer } from '../features/appUpdate';
import { authReducer } from '../features/auth';
import {
  boardsReducer,
  commentsReducer,
  historyReducer,
  openBoardReducer,
  sharingReducer,
} from '../features/boards';
import { languageReducer } from '../features/language';
import { modalReducer } from '../features/modal';
import { noticesReducer } from '../features/notices';
import { sessionReducer } from '../features/session';
import { syncReducer } from '../features/sync';
import { themeReducer } from '../features/theme';
import { userReducer } from '../features/user';

const reducers = {
  auth: authReducer,
  session: sessionReducer,
  user: userReducer,
  modal: modalReducer,
  boards: boardsReducer,
  board: openBoardReducer,
  comments: commentsReducer,
  sharing: sharingReducer,
  history: historyReducer,
  sync: syncReducer,
  notices: noticesReducer,
  appUpdate: appUpdateReducer,
  theme: themeReducer,
  language: languageReducer,
};

/**
 * Slices whose code loads later, with their feature's chunk (the import's state comes with the
 * boards' sagas): each adds itself here (`declare module`) and is injected by its feature with
 * `rootReducer.inject(slice)`, reaching it through the saga context (src/app/store.ts), so the
 * first screen never carries it. Until injected its key is absent, and its selectors read its
 * initial state.
 *
 * RTK's combineSlices().withLazyLoadedSlices() does the same with the same `inject`, but adds
 * 0.4 KB to the first screen, which has 0.4 KB left of its budget (`npm run bench`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

type StaticState = { [Key in keyof typeof reducers]: ReturnType<(typeof reducers)[Key]> };
export type RootState = StaticState & Partial<LazyLoadedSlices>;

/** A slice as `inject` takes it: its key in the state, and its reducer. */
export interface LazySlice<Key extends keyof LazyLoadedSlices> {
  reducerPath: Key;
  reducer: Reducer<LazyLoadedSlices[Key]>;
}

type Root = Reducer<RootState, UnknownAction, Partial<RootState>>;

const injected: Record<string, Reducer> = {};
let combined = combineReducers(reducers) as unknown as Root;

export const rootReducer = Object.assign(((state, action) => combined(state, action)) as Root, {
  /** Adds a lazily loaded slice; its state appears with the next action. */
  inject<Key extends keyof LazyLoadedSlices>({ reducerPath, reducer }: LazySlice<Key>) {
    injected[reducerPath] = reducer;
    combined = combineReducers({ ...reducers, ...injected }) as unknown as Root;
  },
});
