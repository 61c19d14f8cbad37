import type { RootState } from '../../src/app/rootReducer';
import { initialAppUpdateState } from '../../src/features/appUpdate/appUpdateSlice';
import { initialAuthState } from '../../src/features/auth/authSlice';
import { initialBoardState } from '../../src/features/board/openBoardSlice';
import { initialCommentsState } from '../../src/features/comments/commentsSlice';
import { initialBoardsState } from '../../src/features/board/boardsSlice';
import { initialSharingState } from '../../src/features/sharing/sharingSlice';
import { initialHistoryState } from '../../src/features/edits/history/historySlice';
import { initialModalState } from '../../src/features/modal/modalSlice';
import { initialNoticesState } from '../../src/features/notices/noticesSlice';
import { initialSessionState } from '../../src/features/session/sessionSlice';
import { initialSyncState } from '../../src/features/sync/syncSlice';
import { initialThemeState } from '../../src/features/theme/themeSlice';
import { initialLanguageState } from '../../src/features/language/languageSlice';
import { initialUserState } from '../../src/features/user/userSlice';
import type { AuthUser } from '../../src/services/types';

export const ada: AuthUser = {
  uid: 'ada-uid',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  photoURL: null,
};

export const grace: AuthUser = {
  uid: 'grace-uid',
  displayName: 'Grace Hopper',
  email: 'grace@example.com',
  photoURL: null,
};

export const signedOutState: RootState = {
  auth: { ...initialAuthState, status: 'signedOut' },
  session: initialSessionState,
  user: initialUserState,
  modal: initialModalState,
  boards: initialBoardsState,
  board: initialBoardState,
  comments: initialCommentsState,
  sharing: initialSharingState,
  history: initialHistoryState,
  sync: initialSyncState,
  notices: initialNoticesState,
  appUpdate: initialAppUpdateState,
  theme: initialThemeState,
  language: initialLanguageState,
};

export function signedInState(user: AuthUser = ada, boards: string[] = []): RootState {
  return {
    auth: { ...initialAuthState, status: 'signedIn', user },
    session: { uid: user.uid },
    user: { ...initialUserState, uid: user.uid, record: { boards, starred: [] }, status: 'ready' },
    modal: initialModalState,
    boards: initialBoardsState,
    board: initialBoardState,
    comments: initialCommentsState,
    sharing: initialSharingState,
    history: initialHistoryState,
    sync: initialSyncState,
    notices: initialNoticesState,
    appUpdate: initialAppUpdateState,
    theme: initialThemeState,
    language: initialLanguageState,
  };
}
