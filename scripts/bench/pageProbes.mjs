// Functions that run INSIDE the page (Playwright serialises them: each must be self-contained).
// They rely only on the board page's contract: root [data-testid="board"] with data-status,
// lists [data-list-id], cards [data-card-id], each list's scroller [data-testid="list-cards"].
/* global window, document, requestAnimationFrame, MutationObserver, getComputedStyle, CSS */

/**
 * Init script: from navigation start (performance.now() = 0), notes on every frame when the
 * board root appears, when it says ready, when its first screen is drawn (every list, each
 * showing its first window of cards) and when all `expectedCards` cards have arrived.
 * Also keeps the long animation frames up to then, to tell script from style/layout time.
 */
export function watchBoardRender({ expectedCards, expectedLists, cardWindow }) {
  const probe = {
    boardAt: null,
    readyAt: null,
    firstCardAt: null,
    firstScreenAt: null,
    allCardsAt: null,
    status: null,
    cards: 0,
    longFrames: [],
  };
  window.__benchBoard = probe;
  try {
    const observer = new PerformanceObserver((list) => {
      if (probe.allCardsAt !== null) return;
      for (const entry of list.getEntries()) {
        probe.longFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: (entry.scripts ?? []).map((script) => ({
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
            invoker: script.invoker,
            source: `${script.sourceURL.split('/').pop()}:${script.sourceCharPosition}`,
            fn: script.sourceFunctionName,
          })),
        });
      }
    });
    observer.observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No long animation frame timing in this browser: the breakdown is left out.
  }
  const check = () => {
    const board = document.querySelector('[data-testid="board"]');
    const now = performance.now();
    if (board) {
      probe.boardAt ??= now;
      probe.status = board.getAttribute('data-status');
      if (probe.status === 'ready') probe.readyAt ??= now;
      probe.cards = document.querySelectorAll('[data-card-id]').length;
      if (probe.cards > 0) probe.firstCardAt ??= now;
      // Fully rendered: every card's data has arrived (the lists' totals add up), and each
      // list shows in the DOM all the cards it renders (a first window of a long list; the
      // rest come in as it scrolls).
      const scrollers = [...document.querySelectorAll('[data-testid="list-cards"]')];
      const total = scrollers.reduce((sum, el) => sum + Number(el.dataset.totalCards ?? 0), 0);
      const drawn = scrollers.every(
        (el) =>
          el.querySelectorAll('[data-card-id]').length === Number(el.dataset.renderedCards ?? -1),
      );
      // The first screen: every list is there and shows a full first window of its cards
      // (a big board's lists may still be loading the rest: channels/openBoardChannel.ts).
      const windowsFull = scrollers.every(
        (el) =>
          Number(el.dataset.renderedCards) >= Math.min(cardWindow, expectedCards / expectedLists),
      );
      if (probe.status === 'ready' && scrollers.length === expectedLists && drawn && windowsFull) {
        probe.firstScreenAt ??= now;
      }
      if (probe.status === 'ready' && total === expectedCards && drawn) {
        probe.allCardsAt = now;
        return; // Done: stop polling so later measurements don't pay for it.
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The lists in DOM order, each with its first card's id. */
export function listsAndFirstCards() {
  return [...document.querySelectorAll('[data-list-id]')]
    .filter(
      (el) => !el.hasAttribute('data-card-id') && !el.parentElement?.closest('[data-list-id]'),
    )
    .map((list) => ({
      listId: list.getAttribute('data-list-id'),
      firstCardId: list.querySelector('[data-card-id]')?.getAttribute('data-card-id') ?? null,
      cards: list.querySelectorAll('[data-card-id]').length,
    }));
}

/**
 * Focuses a card's drag handle (the card itself, or the handle inside/around it) and reports
 * whether the focus took.
 */
export function focusCard(cardId) {
  const card = document.querySelector(`[data-card-id="${CSS.escape(cardId)}"]`);
  if (!card) return false;
  const handleSelector = '[data-rfd-drag-handle-draggable-id], [aria-roledescription]';
  const handle = card.matches(handleSelector)
    ? card
    : (card.querySelector(handleSelector) ?? card.closest(handleSelector) ?? card);
  handle.scrollIntoView({ block: 'center' });
  handle.focus();
  return document.activeElement === handle;
}

/**
 * True while the card is lifted: dnd-kit marks its tile data-dragging (an older build's
 * @hello-pangea/dnd gave the dragged card position: fixed); null when neither can tell.
 */
export function isCardLifted(cardId) {
  const tile = document.querySelector(`[data-card-id="${CSS.escape(cardId)}"]`);
  if (tile?.hasAttribute('data-dragging')) return true;
  const draggable = document.querySelector(`[data-rfd-draggable-id="${CSS.escape(cardId)}"]`);
  if (draggable) return getComputedStyle(draggable).position === 'fixed';
  return tile ? false : null;
}

/**
 * Arms the move probe before the dropping key press (or the pointer's `event`): notes that
 * event's time (event.timeStamp, same clock as performance.now()), then the first moment the DOM
 * shows the card in the target list (at `expectedIndex` if given; with `dropped`, no longer
 * lifted: a card carried into another list already shows there before it is dropped), and the
 * next frame after it.
 */
export function armMoveProbe({ cardId, targetListId, expectedIndex, event = 'keydown', dropped }) {
  const probe = { keyAt: null, domAt: null, frameAt: null, alreadyThere: false };
  window.__benchMove = probe;
  // Cheap on purpose: it runs inside the measured time, on every DOM change after the event.
  const cardSelector = `[data-card-id="${CSS.escape(cardId)}"]`;
  const inPlace = () => {
    const card = document.querySelector(cardSelector);
    if (dropped && card?.hasAttribute('data-dragging')) return false;
    const list = card?.parentElement?.closest('[data-list-id]');
    if (!list || list.getAttribute('data-list-id') !== targetListId) return false;
    if (expectedIndex === null) return true;
    // The list's own cards, leaving out any card nested inside another.
    const cards = list.querySelectorAll('[data-card-id]:not([data-card-id] [data-card-id])');
    return cards[expectedIndex] === card;
  };
  probe.alreadyThere = inPlace();
  const seen = () => {
    if (probe.domAt !== null || probe.keyAt === null || !inPlace()) return;
    probe.domAt = performance.now();
    requestAnimationFrame(() => (probe.frameAt = performance.now()));
    observer.disconnect();
  };
  const observer = new MutationObserver(seen);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-list-id', 'data-card-id', 'data-dragging'],
  });
  window.addEventListener(
    event,
    (happened) => {
      probe.keyAt ??= happened.timeStamp;
      // A synchronous re-render inside the handler mutates before this runs: check now too.
      queueMicrotask(seen);
    },
    { capture: true, once: true },
  );
}

/** The centre of a card's tile and of a list's card area, in page pixels (null if missing). */
export function dragPoints({ cardId, listIndex }) {
  const centre = (element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height / 2, 40) };
  };
  const card = document.querySelector(`[data-card-id="${CSS.escape(cardId)}"] .card-handle`);
  const area = document.querySelectorAll('[data-testid="list-cards"]')[listIndex];
  return card && area ? { from: centre(card), to: centre(area) } : null;
}

/**
 * Scrolls the list's card scroller from top to bottom over durationMs with one scrollTop step
 * per animation frame, and returns every frame's timestamp.
 */
export function scrollListProbe({ listIndex, durationMs }) {
  const scroller = document.querySelectorAll('[data-testid="list-cards"]')[listIndex];
  if (!scroller)
    return Promise.resolve({ error: `there is no list-cards scroller number ${listIndex + 1}` });
  scroller.scrollTop = 0;
  const distance = scroller.scrollHeight - scroller.clientHeight;
  if (distance <= 0) {
    return Promise.resolve({
      error: `list ${listIndex + 1}'s [data-testid="list-cards"] does not scroll (scrollHeight ${scroller.scrollHeight} <= clientHeight ${scroller.clientHeight})`,
    });
  }
  return new Promise((resolve) => {
    const frames = [];
    let start = null;
    const step = (time) => {
      start ??= time;
      frames.push(time);
      const progress = Math.min(1, (time - start) / durationMs);
      scroller.scrollTop = progress * distance;
      if (progress < 1) requestAnimationFrame(step);
      else requestAnimationFrame((last) => resolve({ frames: [...frames, last], distance }));
    };
    requestAnimationFrame(step);
  });
}

/** Frame timestamps of an idle page, as a baseline for the frame rate of this browser. */
export function idleFramesProbe(durationMs) {
  return new Promise((resolve) => {
    const frames = [];
    const step = (time) => {
      frames.push(time);
      if (time - frames[0] < durationMs) requestAnimationFrame(step);
      else resolve(frames);
    };
    requestAnimationFrame(step);
  });
}
