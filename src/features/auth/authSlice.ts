import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../services/types';
import type { ErrorNotice } from '../../messages/errors';

/** What the auth state channel last said: unknown until Firebase has restored the session. */
type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

/** An operation the person started and is waiting for. */
type AuthPending = 'none' | 'signingIn' | 'signingOut';

interface AuthState {
  status: SessionStatus;
  user: AuthUser | null;
  pending: AuthPending;
  error: ErrorNotice | null;
}

export const initialAuthState: AuthState = {
  status: 'unknown',
  user: null,
  pending: 'none',
  error: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInRequested(state) {
      state.pending = 'signingIn';
      state.error = null;
    },
    signInSucceeded(state, action: PayloadAction<AuthUser>) {
      state.status = 'signedIn';
      state.user = action.payload;
      state.pending = 'none';
    },
    /** Sign-in did not complete; the person is signed out (a half-finished sign-in is undone). */
    signInFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'signedOut';
      state.user = null;
      state.pending = 'none';
      state.error = action.payload;
    },
    signOutRequested(state) {
      state.pending = 'signingOut';
      state.error = null;
    },
    signOutSucceeded(state) {
      state.status = 'signedOut';
      state.user = null;
      state.pending = 'none';
    },
    signOutFailed(state, action: PayloadAction<ErrorNotice>) {
      state.pending = 'none';
      state.error = action.payload;
    },
    /** The auth state channel reported the current user (null when signed out). */
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      // While a sign-in is still setting up the account, the channel's user waits for the saga's verdict.
      if (state.pending === 'signingIn' && action.payload) return;
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    authStateFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'signedOut';
      state.user = null;
      state.error = action.payload;
    },
    authErrorDismissed(state) {
      state.error = null;
    },
  },
});

export const {
  signInRequested,
  signInSucceeded,
  signInFailed,
  signOutRequested,
  signOutSucceeded,
  signOutFailed,
  authStateChanged,
  authStateFailed,
  authErrorDismissed,
} = authSlice.actions;

/** The person is about to sign in (pointer over, or focus on, the button): Auth can start loading. */
export const signInApproached = createAction('auth/signInApproached');

export default authSlice.reducer;
