// The four measurements, each on an open Playwright page of the board. Each returns its figure
// or { error } in words (a figure that could not be measured is reported, not thrown), so one
// broken measurement never hides the others.
/* global window -- in the functions handed to page.waitForFunction and page.evaluate */
import {
  armMoveProbe,
  dragPoints,
  focusCard,
  idleFramesProbe,
  isCardLifted,
  listsAndFirstCards,
  scrollListProbe,
} from './pageProbes.mjs';
import { frameStats } from './figures.mjs';

const RENDER_TIMEOUT_MS = 60000;
const MOVE_TIMEOUT_MS = 10000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const formatCount = (n) => n.toLocaleString('en');

/**
 * Runs `navigate` (a goto or reload of the board) and waits for the init script's probe to see
 * the board ready with all cards, for at most `timeoutMs`. Returns the probe (times from
 * navigation start) or { error }.
 */
export async function measureLoad(page, navigate, expectedCards, timeoutMs = RENDER_TIMEOUT_MS) {
  await navigate();
  try {
    // The probe notes the time itself on the frame it sees it; this only waits for it.
    await page.waitForFunction(() => window.__benchBoard?.allCardsAt != null, null, {
      timeout: timeoutMs,
      polling: 100,
    });
  } catch {
    const probe = await page.evaluate(() => window.__benchBoard).catch(() => null);
    const marks = await page
      .evaluate(() =>
        performance
          .getEntriesByType('mark')
          .map((mark) => `${mark.name} at ${mark.startTime.toFixed(0)} ms`),
      )
      .catch(() => []);
    const where = new URL(page.url()).pathname;
    const seen = !probe?.boardAt
      ? `no [data-testid="board"] appeared; the page is at ${where}`
      : `${probe.status === null ? 'the board root has no data-status' : `data-status="${probe.status}"`}, ${formatCount(probe.cards)} [data-card-id] elements`;
    return {
      // Its first screen may have been drawn (bench:compare counts it) though not every card.
      firstScreenAt: probe?.firstScreenAt ?? null,
      restarted: marks.some((mark) => mark.startsWith('firestore: network restarted')),
      error: `the board did not draw all ${formatCount(expectedCards)} cards (each list its first window) within ${timeoutMs / 1000} s (${seen}; the app's marks: ${marks.join(', ') || 'none'})`,
    };
  }
  // With the app's own marks (src/services/timeline.ts): when auth, Firestore and each of the
  // board's live sources first answered.
  return page.evaluate(() => ({
    ...window.__benchBoard,
    marks: performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
  }));
}

/** JS heap in use after a forced garbage collection, in bytes. */
export async function measureHeap(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

async function waitUntilLifted(page, cardId) {
  for (const end = Date.now() + 5000; Date.now() < end; await sleep(50)) {
    const lifted = await page.evaluate(isCardLifted, cardId);
    if (lifted === null) return sleep(500); // No card to watch: give the lift a moment.
    if (lifted) return;
  }
  throw new Error(`the card did not lift within 5 s of pressing Space`);
}

/**
 * Moves the first card of list 1 with the keyboard (Space, arrow, Space): one place down
 * ("down") or into list 2 ("right"). Returns { domMs, frameMs } from the dropping key press to
 * the DOM showing the card in its new place, and to the next frame after that; or { error }.
 * beforeDrop/afterDrop run just around the drop (to profile only that).
 */
export async function measureMove(page, direction, { beforeDrop, afterDrop } = {}) {
  const lists = await page.evaluate(listsAndFirstCards);
  if (lists.length < 2 || !lists[0].firstCardId) {
    return { error: `the board shows ${lists.length} lists and no card in list 1 to move` };
  }
  const cardId = lists[0].firstCardId;
  const target = direction === 'down' ? lists[0] : lists[1];
  try {
    if (!(await page.evaluate(focusCard, cardId))) throw new Error('the card could not be focused');
    await page.keyboard.press('Space');
    await waitUntilLifted(page, cardId);
    await page.keyboard.press(direction === 'down' ? 'ArrowDown' : 'ArrowRight');
    await sleep(600); // The library animates the lifted card to its new place; let it settle.
    await beforeDrop?.();
    await page.evaluate(armMoveProbe, {
      cardId,
      targetListId: target.listId,
      expectedIndex: direction === 'down' ? 1 : null,
      // Carried into list 2, the card shows there before the drop: wait for it to be dropped.
      dropped: true,
    });
    await page.keyboard.press('Space');
    try {
      await page.waitForFunction(() => window.__benchMove.frameAt !== null, null, {
        timeout: MOVE_TIMEOUT_MS,
        polling: 50,
      });
    } catch {
      throw new Error(
        `the moved card did not show in its new place within ${MOVE_TIMEOUT_MS / 1000} s`,
      );
    }
    await afterDrop?.();
    const probe = await page.evaluate(() => window.__benchMove);
    if (probe.alreadyThere) throw new Error('the card was in its new place before the drop');
    return { domMs: probe.domAt - probe.keyAt, frameMs: probe.frameAt - probe.keyAt };
  } catch (error) {
    await page.keyboard.press('Escape').catch(() => {}); // Never leave a drag going.
    return { error: error.message };
  } finally {
    await sleep(1000); // Let the write reach the emulator and its echo settle.
  }
}

/** Waits for the armed move probe's frame; throws in words if it does not come. */
async function waitForMoveProbe(page, what) {
  try {
    await page.waitForFunction(() => window.__benchMove.frameAt !== null, null, {
      timeout: MOVE_TIMEOUT_MS,
      polling: 50,
    });
  } catch {
    throw new Error(`${what} within ${MOVE_TIMEOUT_MS / 1000} s`);
  }
  const probe = await page.evaluate(() => window.__benchMove);
  return probe.frameAt - probe.keyAt;
}

/**
 * Drags the first card of list 1 with the mouse into list 2 and drops it there: presses it,
 * moves a few pixels (the drag starts), then in one move over list 2's first card, and lets go.
 * Returns { crossMs, dropMs }: from that move to the first frame showing the card in list 2,
 * and from letting go to the first frame showing it dropped there; or { error }.
 */
export async function measurePointerDrag(page) {
  const lists = await page.evaluate(listsAndFirstCards);
  if (lists.length < 2 || !lists[0].firstCardId) {
    return { error: `the board shows ${lists.length} lists and no card in list 1 to drag` };
  }
  const cardId = lists[0].firstCardId;
  const targetListId = lists[1].listId;
  let pressed = false;
  try {
    await page.evaluate(focusCard, cardId); // Scrolls it into view.
    const points = await page.evaluate(dragPoints, { cardId, listIndex: 1 });
    if (!points) throw new Error('the card or list 2 could not be found on the page');
    const { from, to } = points;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    pressed = true;
    await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    await page.mouse.move(from.x + 12, from.y + 12, { steps: 2 });
    await waitUntilLifted(page, cardId);
    await sleep(300);
    await page.evaluate(armMoveProbe, {
      cardId,
      targetListId,
      expectedIndex: null,
      event: 'mousemove',
    });
    await page.mouse.move(to.x, to.y);
    const crossMs = await waitForMoveProbe(page, 'the dragged card did not show in list 2');
    await sleep(600);
    await page.evaluate(armMoveProbe, {
      cardId,
      targetListId,
      expectedIndex: null,
      event: 'mouseup',
      dropped: true,
    });
    await page.mouse.up();
    pressed = false;
    const dropMs = await waitForMoveProbe(page, 'the dropped card did not show in list 2');
    return { crossMs, dropMs };
  } catch (error) {
    if (pressed) await page.mouse.up().catch(() => {});
    await page.keyboard.press('Escape').catch(() => {}); // Never leave a drag going.
    return { error: error.message };
  } finally {
    await sleep(1000); // Let the write reach the emulator and its echo settle.
  }
}

/** Idle frame intervals: what a frame costs here when nothing happens. */
export async function measureIdleFrames(page) {
  return frameStats(await page.evaluate(idleFramesProbe, 1000));
}

/** Scrolls list 1 top to bottom over ~2 s; frame statistics or { error }. */
export async function measureScroll(page) {
  const result = await page.evaluate(scrollListProbe, { listIndex: 0, durationMs: 2000 });
  if (result.error) return { error: result.error };
  await sleep(300);
  return { ...frameStats(result.frames), distance: result.distance };
}
