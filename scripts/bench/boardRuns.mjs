// bench:board's runs: the loads (cold, warm, the small board's cold, the table view's), the
// keyboard moves and mouse drags, the heap and the scrolls, each RUNS times; and what the app
// logged as errors meanwhile.
import {
  CARDS,
  CARD_WINDOW,
  CONTEXT,
  LISTS,
  SMALL_CARDS,
  waitForSettledBoard,
} from './bigBoard.mjs';
import {
  measureHeap,
  measureIdleFrames,
  measureLoad,
  measureMove,
  measurePointerDrag,
  measureScroll,
} from './measurements.mjs';
import { watchBoardRender } from './pageProbes.mjs';
import { measureTableCold } from './tableView.mjs';

const MB = 1e6; // Decimal megabytes: the stricter reading of "150 MB".

// What the app logged as errors (a refused write, a crash): printed at the end, since a figure
// measured while the app fails says little.
export const pageErrors = [];
export function recordPageErrors(page) {
  const note = (text) => pageErrors.push(`${new URL(page.url()).pathname}: ${text.slice(0, 300)}`);
  page.on('pageerror', (error) => note(`uncaught ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && note(message.text()));
}

/** The measuring steps, for `runs` runs each, saying what they measure through `log`. */
export function boardRuns({ runs: RUNS, log }) {
  /**
   * A cold load of the small board, in a context of its own (no cache): the yardstick for the big
   * board's cold open, measured in the same run so the machine's load weighs on both alike.
   */
  async function measureSmallCold(browser, storageState, smallBoardUrl) {
    const context = await browser.newContext({ ...CONTEXT, storageState });
    await context.addInitScript(watchBoardRender, {
      expectedCards: SMALL_CARDS,
      expectedLists: LISTS,
      cardWindow: CARD_WINDOW,
    });
    const page = await context.newPage();
    recordPageErrors(page);
    const load = await measureLoad(
      page,
      () => page.goto(smallBoardUrl, { waitUntil: 'commit' }),
      SMALL_CARDS,
    );
    await page.goto('about:blank');
    await context.close();
    return load;
  }

  /** One cold load and the moves (--moves): the loads' figures stay empty. */
  async function measureMovesOnly({ browser, storageState, boardUrl }) {
    const context = await browser.newContext({ ...CONTEXT, storageState });
    await context.addInitScript(watchBoardRender, {
      expectedCards: CARDS,
      expectedLists: LISTS,
      cardWindow: CARD_WINDOW,
    });
    const page = await context.newPage();
    recordPageErrors(page);
    const load = await measureLoad(page, () => page.goto(boardUrl, { waitUntil: 'commit' }), CARDS);
    // The moves need only the lists' first windows: a loaded machine may take longer for the rest.
    const shown =
      !load.error || (await page.evaluate(() => globalThis.__benchBoard?.firstScreenAt));
    if (load.error) log(`The load: ${load.error}${shown ? '; moving the cards shown anyway' : ''}`);
    else if (!(await waitForSettledBoard(page)))
      log('The load did not say its first cards were current within 15 s.');
    const empty = { cold: [], warm: [], smallCold: [], table: [] };
    const results = shown
      ? await measureMoves(page)
      : { moves: { down: [], right: [] }, drags: [] };
    await page.goto('about:blank');
    await context.close();
    return { loads: empty, heaps: { cold: [], warm: [] }, scrolls: [], idle: null, ...results };
  }

  /** The keyboard moves (down, and into list 2) and the mouse drags, RUNS times each. */
  async function measureMoves(page) {
    const moves = { down: [], right: [] };
    const drags = [];
    // Only the tiles in or near the view take part in drag and drop (a drop re-renders them).
    const tiles = await page.evaluate(() => ({
      all: globalThis.document.querySelectorAll('[data-card-id]').length,
      dragging: globalThis.document.querySelectorAll('[data-card-id] [aria-roledescription]')
        .length,
    }));
    log(`Tiles in drag and drop: ${tiles.dragging} of the ${tiles.all} in the page.`);
    for (let run = 1; run <= RUNS; run++) {
      for (const direction of ['down', 'right'])
        moves[direction].push(await measureMove(page, direction));
      drags.push(await measurePointerDrag(page));
      const drag = drags.at(-1);
      log(
        `Move ${run}/${RUNS}: ${['down', 'right'].map((d) => moves[d].at(-1).error ?? `${d} ${moves[d].at(-1).frameMs.toFixed(0)} ms`).join(', ')}; mouse drag ${drag.error ?? `into list 2 ${drag.crossMs.toFixed(0)} ms, drop ${drag.dropMs.toFixed(0)} ms`}`,
      );
    }
    return { moves, drags };
  }

  async function measure({ browser, storageState, boardUrl, smallBoardUrl }) {
    const loads = { cold: [], warm: [], smallCold: [], table: [] };
    const heaps = { cold: [], warm: [] };
    let context;
    let page;
    const smallCold = async (run) => {
      const small = await measureSmallCold(browser, storageState, smallBoardUrl);
      loads.smallCold.push(small);
      log(
        `Run ${run}/${RUNS} small board cold: ${small.error ?? `first screen in ${small.firstScreenAt.toFixed(0)} ms`}`,
      );
    };
    for (let run = 1; run <= RUNS; run++) {
      // The small board's cold load goes first in odd runs and last in even ones, so neither
      // board is always the one that meets the machine fresh.
      if (run % 2 === 1) await smallCold(run);
      // Leave the page first, so the app's Firestore client closes its listen stream itself:
      // closing a context mid-stream could leave the emulator's listen stuck for later runs.
      await page?.goto('about:blank');
      await context?.close();
      // A fresh context each run: signed in, but no Firestore cache and no HTTP cache.
      context = await browser.newContext({ ...CONTEXT, storageState });
      await context.addInitScript(watchBoardRender, {
        expectedCards: CARDS,
        expectedLists: LISTS,
        cardWindow: CARD_WINDOW,
      });
      page = await context.newPage();
      recordPageErrors(page);
      for (const kind of ['cold', 'warm']) {
        const navigate =
          kind === 'cold'
            ? () => page.goto(boardUrl, { waitUntil: 'commit' })
            : () => page.reload({ waitUntil: 'commit' });
        if (kind === 'warm' && !(await waitForSettledBoard(page)))
          log('The cold load did not say its first cards were current within 15 s.');
        const load = await measureLoad(page, navigate, CARDS);
        loads[kind].push(load);
        heaps[kind].push(load.error ? load.error : (await measureHeap(page)) / MB);
        log(
          `Run ${run}/${RUNS} ${kind}: ${load.error ?? `first screen in ${load.firstScreenAt.toFixed(0)} ms, every card in ${load.allCardsAt.toFixed(0)} ms, heap ${heaps[kind].at(-1).toFixed(1)} MB`}`,
        );
      }
      if (run % 2 === 0) {
        await page.goto('about:blank'); // The big board's listeners closed first, as in odd runs.
        await smallCold(run);
      }
      const table = await measureTableCold(browser, storageState, boardUrl, CARDS);
      loads.table.push(table);
      log(
        `Run ${run}/${RUNS} table cold: ${table.error ?? `first screen in ${table.firstScreenAt.toFixed(0)} ms, every row in ${table.allRowsAt.toFixed(0)} ms; scroll ${table.scroll.error ?? `${table.scroll.dropped} long of ${table.scroll.frames} frames, worst ${table.scroll.worst.toFixed(0)} ms`}`}`,
      );
      if (loads.cold.every((load) => load.error) && loads.warm.every((load) => load.error)) {
        log('The board never rendered: no further runs.');
        break;
      }
    }
    // An even last run left the big board for the small one: open it again (warm) for the moves.
    if (RUNS % 2 === 0 && !loads.warm.at(-1).error) {
      await measureLoad(page, () => page.goto(boardUrl, { waitUntil: 'commit' }), CARDS);
    }
    let moved = { moves: { down: [], right: [] }, drags: [] };
    const scrolls = [];
    let idle = null;
    if (!loads.warm.at(-1).error) {
      moved = await measureMoves(page);
      idle = await measureIdleFrames(page);
      for (let run = 1; run <= RUNS; run++) {
        scrolls.push(await measureScroll(page));
        const last = scrolls.at(-1);
        log(
          `Scroll ${run}/${RUNS}: ${last.error ?? `${last.dropped} long of ${last.frames} frames, p95 ${last.p95.toFixed(1)} ms`}`,
        );
      }
    }
    await context?.close();
    return { loads, heaps, ...moved, scrolls, idle };
  }

  return { measure, measureMovesOnly };
}
