/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  board: '/boards/:boardId',
  myCards: '/my-cards',
  /** A board's read-only link (domain/publicLink): anyone, signed in or not. */
  publicView: '/view/:linkId',
} as const;

/** The address of one board. */
export const boardPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}`;

/** The address that opens one card's details on its board (notifications, search, Copy link). */
export const cardPath = (boardId: string, cardId: string) =>
  `${boardPath(boardId)}?card=${encodeURIComponent(cardId)}`;

/** The board an address opens, if it is a board's address. */
export function boardIdOfPath(path: string): string | null {
  const match = /^\/boards\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null; // A malformed address: the page says the board was not found.
  }
}

/** The page the local emulator's account chooser is served from (see src/emulator-sign-in). */
export const EMULATOR_SIGN_IN_PAGE = '/emulator-sign-in.html';
