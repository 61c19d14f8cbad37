// The production build (`npm run preview`, built by playwright.config.ts's second web server):
// its service worker opens the app with the network off, and a new version waits for Reload.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, boardRoot, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { signInAs } from './signIn';

test.use({ baseURL: e2eEnvironment.previewUrl });

/** The service worker has stored the app (it installs only once everything is cached) and serves this page. */
async function waitForOfflineCopy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

const serverCardTitles = async (boardId: string) =>
  (await listDocuments(`boards/${boardId}/cards`)).map((doc) => doc.data.title).sort();

test.describe('the production build', () => {
  test('opens offline: the dashboard and a board reload without a network, take edits, and send them when it returns', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('oda'), 'Oda');
    const boardId = await createBoard(page, 'Trip');
    await addLists(page, ['Packing']);
    await addCards(page, 'Packing', ['Passport']);
    await expect.poll(() => serverCardTitles(boardId)).toEqual(['Passport']);
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    // Loading the dashboard's address offline: the page, its code and its data come from the device.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /Trip/ }).click();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');

    // Reloading the board itself offline.
    await page.reload();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('heading', { name: 'Trip' })).toBeVisible();
    await expect(cardsIn(list(page, 'Packing'))).toContainText(['Passport']);

    await addCards(page, 'Packing', ['Charger']);
    await expect(cardsIn(list(page, 'Packing'))).toContainText(['Passport', 'Charger']);
    expect(await serverCardTitles(boardId)).toEqual(['Passport']); // Offline really is offline.

    await context.setOffline(false);
    await expect
      .poll(() => serverCardTitles(boardId), { timeout: 30_000 })
      .toEqual(['Charger', 'Passport']);
  });

  test('says when a new version is ready, and switches to it only when the person presses Reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForOfflineCopy(page);
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

    // "Deploy" a new version: any change to the service worker's bytes is one.
    const workerFile = path.join(e2eEnvironment.previewDir, 'sw.js');
    const deployed = readFileSync(workerFile, 'utf8');
    writeFileSync(workerFile, `${deployed}\n// A newer version (${Date.now()})\n`);
    try {
      // What the open app does every hour, and the browser on each visit: ask for a new version.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const banner = page
        .getByRole('status')
        .filter({ hasText: 'A new version of Boards is ready.' });
      await expect(banner).toBeVisible({ timeout: 20_000 });
      // Nothing switched by itself: the new worker waits, and this is still the same page.
      expect(
        await page.evaluate(async () => ({
          waiting: Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
          samePage: 'e2eSamePage' in window,
        })),
      ).toEqual({ waiting: true, samePage: true });

      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: Boolean(registration?.waiting),
            controlledByNewest: navigator.serviceWorker.controller?.state === 'activated',
            samePage: 'e2eSamePage' in window,
          };
        }),
      ).toEqual({ waiting: false, controlledByNewest: true, samePage: false });
    } finally {
      writeFileSync(workerFile, deployed);
    }
  });
});
