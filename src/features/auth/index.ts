// The auth feature's public entry (signing in and out): other features import only from here.
export { authSaga } from './authSaga';
export {
  default as authReducer,
  authStateChanged,
  authStateFailed,
  initialAuthState,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutRequested,
  signOutSucceeded,
} from './authSlice';
export { selectAuthPending, selectAuthUser, selectUserDisplayName } from './selectors';
export { AuthErrorNotice } from './AuthErrorNotice';
export { RequireAuth } from './RequireAuth';
export { SignInPanel } from './SignInPanel';
