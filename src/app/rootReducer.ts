import { combineReducers } from '@reduxjs/toolkit';
import auth from '../features/auth/authSlice';
import modal from '../features/modal/modalSlice';
import user from '../features/user/userSlice';

export const rootReducer = combineReducers({ auth, user, modal });

export type RootState = ReturnType<typeof rootReducer>;
