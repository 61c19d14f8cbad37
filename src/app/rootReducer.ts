import { combineReducers } from '@reduxjs/toolkit';
import { appUpdateReducer } from '../features/appUpdate';
import { authReducer } from '../features/auth';
import {
  boardsReducer,
  commentsReducer,
  historyReducer,
  openBoardReducer,
  sharingReducer,
} from '../features/boards';
import { modalReducer } from '../features/modal';
import { noticesReducer } from '../features/notices';
import { sessionReducer } from '../features/session';
import { syncReducer } from '../features/sync';
import { userReducer } from '../features/user';

export const rootReducer = combineReducers({
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
});

export type RootState = ReturnType<typeof rootReducer>;
