/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  board: '/boards/:boardId',
} as const;

/** The address of one board. */
export const boardPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}`;

/** The page the local emulator's account chooser is served from (see src/emulator-sign-in). */
export const EMULATOR_SIGN_IN_PAGE = '/emulator-sign-in.html';
