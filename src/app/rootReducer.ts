import { combineReducers } from '@reduxjs/toolkit';
import auth from '../features/auth/authSlice';
import modal from '../features/modal/modalSlice';
import board from '../features/boards/openBoardSlice';
import boards from '../features/boards/boardsSlice';
import notices from '../features/notices/noticesSlice';
import sync from '../features/sync/syncSlice';
import user from '../features/user/userSlice';

export const rootReducer = combineReducers({ auth, user, modal, boards, board, sync, notices });

export type RootState = ReturnType<typeof rootReducer>;
