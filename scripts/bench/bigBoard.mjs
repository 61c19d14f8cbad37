// The board the board benchmarks measure (bench-board.mjs, bench-compare.mjs): its size, the
// browser it is opened in, a signed-in person with the board seeded, and the wait that makes a
// later load a warm one.
import { authOnlyStorageState, signIn, uidForEmail, waitForUserRecord } from './browserSession.mjs';
import { makeBoard, seedBoard } from './seedBoard.mjs';

export const CARDS = 5000;
export const LISTS = 10;
/** The small board a big board's cold open is compared with (bench:board's ratio). */
export const SMALL_CARDS = 50;
/** Cards a list shows at first (src/features/board/cardWindow.ts). */
export const CARD_WINDOW = 40;
// No service worker: its install downloads the whole app right after the page loads, which
// would compete with the board being measured. The benchmark measures the app, not that.
export const CONTEXT = { viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' };

/**
 * Signs a new person in at `appUrl` and seeds the big board as theirs, and with `withSmallBoard`
 * a small one of SMALL_CARDS cards too (bench:board's yardstick). Returns the person's signed-in
 * storage state (Auth only, no Firestore cache) and the boards. `afterSeeding` runs before the
 * setup page is left (e.g. to check the board on the server).
 */
export async function signInWithBigBoard(
  browser,
  {
    appUrl,
    authUrl,
    firestoreUrl,
    projectId,
    log = () => {},
    afterSeeding = async () => {},
    withSmallBoard = false,
  },
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const email = `bench-${Date.now()}@example.com`;
  const page = await context.newPage();
  await signIn(page, appUrl, { email, displayName: 'Bench Person' });
  const uid = await uidForEmail({ authUrl, projectId, email });
  await waitForUserRecord({ firestoreUrl, projectId, uid });
  log(
    `Signed in as ${email} (${uid}); seeding ${CARDS.toLocaleString('en')} cards in ${LISTS} lists…`,
  );
  const board = makeBoard({ ownerId: uid, listCount: LISTS, cardCount: CARDS });
  await seedBoard({ firestoreUrl, projectId, uid, board });
  await afterSeeding(board);
  // The same person's small board, the yardstick for the big one's cold open.
  const smallBoard = withSmallBoard
    ? makeBoard({ ownerId: uid, listCount: LISTS, cardCount: SMALL_CARDS, seed: 50 })
    : null;
  if (smallBoard) {
    await seedBoard({
      firestoreUrl,
      projectId,
      uid,
      board: smallBoard,
      listedBefore: [board.boardId],
    });
  }
  const storageState = await authOnlyStorageState(context);
  // As between runs: leave the page first, so its listen stream closes itself (a context closed
  // mid-stream has left the emulator's listens stuck, the next load waiting for ever).
  await page.goto('about:blank');
  await context.close();
  return { storageState, board, smallBoard };
}

/**
 * A warm load is a later visit to a board this device has loaded: wait until the cold load
 * has finished its work in the cache (the app marks when its first cards' query is current
 * there, channels/firstCards.ts), or 15 s. Returns false when the mark did not come.
 */
export async function waitForSettledBoard(page) {
  const settled = await page
    .waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      'board: first cards current in the cache',
      { timeout: 15000, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return settled;
}
