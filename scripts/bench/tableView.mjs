// The table view on the big board (issue 33 §1): its cold first render (a fresh context, as
// the board view's cold load) and the frames while its grid scrolls top to bottom. Its first
// screen: the grid shows a screenful of rows; all rows: the grid counts every card.
/* global window, document, requestAnimationFrame */
import { CONTEXT, waitForSettledBoard } from './bigBoard.mjs';
import { frameStats } from './figures.mjs';

const TIMEOUT_MS = 60000;

/** Init script: notes when the table's first screen is drawn and when it counts every card. */
function watchTableRender({ expectedCards, screenRows }) {
  const probe = { firstScreenAt: null, allRowsAt: null };
  window.__benchTable = probe;
  const check = () => {
    const grid = document.querySelector('[role="grid"]');
    const now = performance.now();
    if (grid) {
      const drawn = grid.querySelectorAll('[role="row"][data-card-id]').length;
      if (drawn >= Math.min(screenRows, expectedCards)) probe.firstScreenAt ??= now;
      if (Number(grid.getAttribute('aria-rowcount')) === expectedCards + 1) {
        probe.allRowsAt = now;
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Scrolls the grid from top to bottom over `durationMs`; its frames' timestamps, and where the
 * long frames' time went (Chromium's long-animation-frame entries: script, then style and
 * layout, then paint), so a slow scroll says what to fix.
 */
function scrollGridProbe({ durationMs }) {
  const grid = document.querySelector('[role="grid"]');
  if (!grid) return Promise.resolve({ error: 'there is no grid' });
  grid.scrollTop = 0;
  const distance = grid.scrollHeight - grid.clientHeight;
  const split = { long: 0, scriptMs: 0, styleLayoutMs: 0, otherMs: 0, byInvoker: {} };
  let observer = null;
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
    const add = (entries) => {
      for (const entry of entries) {
        const end = entry.startTime + entry.duration;
        const script = entry.scripts.reduce((sum, item) => sum + item.duration, 0);
        // Whose script: the grid's scroll listener, or the app's other work (a timer, storage).
        for (const item of entry.scripts) {
          const invoker = item.invoker || item.invokerType;
          split.byInvoker[invoker] = (split.byInvoker[invoker] ?? 0) + item.duration;
        }
        const styleLayout = entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0;
        split.long += 1;
        split.scriptMs += script;
        split.styleLayoutMs += styleLayout;
        split.otherMs += Math.max(0, entry.duration - script - styleLayout);
      }
    };
    observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.add = add;
    observer.observe({ type: 'long-animation-frame' });
  }
  return new Promise((resolve) => {
    const frames = [];
    let start = null;
    const step = (time) => {
      start ??= time;
      frames.push(time);
      const progress = Math.min(1, (time - start) / durationMs);
      grid.scrollTop = progress * distance;
      if (progress < 1) requestAnimationFrame(step);
      else
        requestAnimationFrame((last) =>
          // The last frames' entries arrive after they end.
          setTimeout(() => {
            observer?.add(observer.takeRecords());
            observer?.disconnect();
            resolve({ frames: [...frames, last], distance, split: observer ? split : null });
          }, 200),
        );
    };
    requestAnimationFrame(step);
  });
}

/** One cold load of `boardUrl` in the table view, then a 2 s scroll of its grid. */
export async function measureTableCold(browser, storageState, boardUrl, expectedCards) {
  const context = await browser.newContext({ ...CONTEXT, storageState });
  await context.addInitScript(watchTableRender, { expectedCards, screenRows: 15 });
  const page = await context.newPage();
  try {
    const url = new URL(boardUrl);
    url.searchParams.set('view', 'table');
    await page.goto(url.href, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => window.__benchTable?.allRowsAt != null, null, {
        timeout: TIMEOUT_MS,
        polling: 100,
      });
    } catch {
      return { error: `the table did not count all cards within ${TIMEOUT_MS / 1000} s` };
    }
    const load = await page.evaluate(() => window.__benchTable);
    // Scrolled once the cold load's own work is done, as the board's lists are.
    await waitForSettledBoard(page);
    const scrolled = await page.evaluate(scrollGridProbe, { durationMs: 2000 });
    const scroll = scrolled.error
      ? { error: scrolled.error }
      : { ...frameStats(scrolled.frames), split: scrolled.split };
    return { ...load, scroll };
  } finally {
    await page.goto('about:blank');
    await context.close();
  }
}
