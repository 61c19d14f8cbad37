// `npm run screenshots`: the README's pictures, taken from a real run so they stay true. Starts
// throw-away emulators, serves the production build, signs a person in through the account
// chooser and makes a board through the app as a person would (so its activity feed is the
// app's own), shaped to a team's process (a list limit, a custom field on the card fronts, due
// dates, a template card: bench/screenshotProcess.mjs), then writes docs/screenshots/*.png: the
// board on a desktop, the same board on a phone, the dark theme, the activity feed, the
// board's table and calendar views, and the board in Arabic (right to left).
//
//   npm run screenshots
//   Ports: BENCH_APP_PORT (3250), BENCH_AUTH_EMULATOR_PORT (9350), BENCH_FIRESTORE_EMULATOR_PORT (8350)
/* global document -- in the functions handed to page.waitForFunction */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authOnlyStorageState, launchChromium, signIn } from './bench/browserSession.mjs';
import { buildApp } from './bench/buildApp.mjs';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { countCards } from './bench/seedBoard.mjs';
import { shapeTheProcess } from './bench/screenshotProcess.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { ROOT, startEmulators } from './emulators.mjs';

const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const DESKTOP = { viewport: { width: 1440, height: 640 }, serviceWorkers: 'block' };
const TALL = { ...DESKTOP, viewport: { width: 1440, height: 1000 } };
const PHONE = {
  viewport: { width: 390, height: 720 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};

/** The board the pictures show: lists and cards as someone planning a launch would write them. */
const BOARD = {
  title: 'Product launch',
  lists: {
    'To do': ['Write the release notes', 'Book the launch call', 'Update the pricing page'],
    Doing: ['Record the demo video', 'Translate the onboarding emails'],
    Done: ['Pick the launch date', 'Draft the announcement'],
  },
  /** Moved by keyboard after the cards exist: a move for the activity feed. */
  moved: { card: 'Update the pricing page', arrows: ['ArrowRight'] },
};

const { projectId, firestoreUrl } = useBenchEmulators({ authPort: 9350, firestorePort: 8350 });
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3250);

const started = Date.now();
const log = (message) =>
  console.error(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`Clean-up step failed: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

const region = (page, name) => page.getByRole('region', { name, exact: true });
const ready = (page) =>
  page.getByTestId('board').and(page.locator('[data-status="ready"]')).waitFor();

/** Creates the board through the dashboard, then its lists and cards; returns its address. */
async function makeBoard(page) {
  await page.getByRole('button', { name: 'Create board' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Board name').fill(BOARD.title);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/boards\/[\w-]+$/);
  await ready(page);

  await page.getByRole('button', { name: 'Add a list' }).click();
  const listName = page.getByLabel('List name');
  for (const title of Object.keys(BOARD.lists)) {
    await listName.fill(title);
    await listName.press('Enter');
    await region(page, title).waitFor();
  }
  await listName.press('Escape');

  for (const [title, cards] of Object.entries(BOARD.lists)) {
    const column = region(page, title);
    await column.getByRole('button', { name: 'Add a card' }).click();
    const input = column.getByLabel('Card title');
    for (const card of cards) {
      await input.fill(card);
      await input.press('Enter');
      await column.locator('[data-card-id]', { hasText: card }).waitFor();
    }
    await input.press('Escape');
  }

  // A keyboard move (Space, arrow, Space), as the drag-and-drop announces it.
  const handle = page
    .locator('[data-card-id]', { hasText: BOARD.moved.card })
    .locator('.card-handle');
  const announced = page.locator('[id^="DndLiveRegion-"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await announced.filter({ hasText: /^Picked up / }).waitFor();
  for (const arrow of BOARD.moved.arrows) {
    const before = await announced.textContent();
    await page.keyboard.press(arrow);
    await page.waitForFunction(
      (previous) => document.querySelector('[id^="DndLiveRegion-"]')?.textContent !== previous,
      before,
    );
  }
  await page.keyboard.press('Space');
  await announced.filter({ hasText: / dropped in / }).waitFor();
  await page.mouse.click(5, 5); // Nothing focused or hovered in the pictures.

  // Everything written on the server before this page goes: every card there, and the header
  // no longer saying it is saving.
  const boardId = new URL(page.url()).pathname.split('/').pop();
  const cards = Object.values(BOARD.lists).flat().length;
  for (let tries = 0; (await countCards({ firestoreUrl, projectId, boardId })) < cards; tries++) {
    if (tries === 120) throw new Error('The board’s cards did not all reach the server in 60 s.');
    await page.waitForTimeout(500);
  }
  await page.getByText(/Saving \d+ change/).waitFor({ state: 'detached', timeout: 60_000 });
  return page.url();
}

/** Opens the board in a new context and takes its picture once everything has settled. */
async function shoot(browser, storageState, contextOptions, boardUrl, file, before) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  const page = await context.newPage();
  await page.goto(boardUrl);
  await ready(page);
  await before?.(page);
  // No saving badge, no animation mid-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT_DIR, file) });
  log(`Wrote docs/screenshots/${file}.`);
  await page.goto('about:blank'); // Lets Firestore close its stream before the context goes.
  await context.close();
}

async function main() {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-screenshots-'));
  cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }));
  log('Starting the emulators and building for production…');
  const emulators = startEmulators({ only: ['auth', 'firestore'], persist: false, log });
  emulators.then(
    (session) => cleanups.push(() => session.stop()),
    () => {},
  );
  await Promise.all([emulators, buildApp(buildDir)]);
  const server = await serveStatic(buildDir, { port: APP_PORT });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const setup = await browser.newContext(DESKTOP);
  const page = await setup.newPage();
  await signIn(page, server.url, { email: 'ada@example.com', displayName: 'Ada Lovelace' });
  log('Signed in; making the board through the app…');
  const boardUrl = await makeBoard(page);
  await shapeTheProcess(page);
  const storageState = await authOnlyStorageState(setup);
  await page.goto('about:blank');
  await setup.close();

  fs.mkdirSync(OUT_DIR, { recursive: true });
  await shoot(browser, storageState, DESKTOP, boardUrl, 'board-desktop.png');
  await shoot(browser, storageState, PHONE, boardUrl, 'board-phone.png');
  await shoot(
    browser,
    storageState,
    { ...DESKTOP, colorScheme: 'dark' },
    boardUrl,
    'board-dark.png',
  );
  await shoot(browser, storageState, DESKTOP, boardUrl, 'activity.png', async (shown) => {
    await shown.getByRole('button', { name: 'Activity', exact: true }).click();
    await region(shown, 'Activity').getByText(BOARD.moved.card).first().waitFor();
  });
  await shoot(browser, storageState, DESKTOP, `${boardUrl}?view=table`, 'table.png', (shown) =>
    shown.getByRole('grid').waitFor(),
  );
  // Taller: the whole month, with this week's and next week's due cards in its last rows.
  await shoot(browser, storageState, TALL, `${boardUrl}?view=calendar`, 'calendar.png', (shown) =>
    shown.getByRole('region', { name: 'No date' }).waitFor(),
  );
  // A browser that prefers Arabic gets the app in Arabic (src/i18n/locales.ts), right to left.
  await shoot(
    browser,
    storageState,
    { ...DESKTOP, locale: 'ar' },
    boardUrl,
    'board-arabic.png',
    (shown) => shown.locator('html[dir="rtl"]').waitFor({ state: 'attached' }),
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
