// Issue 25 §3: Search across my boards, in a real browser against the emulators and the real
// firestore.rules. Ctrl+K (or `/`) opens Search anywhere; a word of a title on another board
// and a word of a description (with a typo) find their card, naming its board and list; Enter
// opens the board with the card's details; another person's cards never show; and on the
// production build, with the network off, the boards opened before are still searched.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { signInAs } from './signIn';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox');
const hits = (page: Page) => searchDialog(page).getByRole('option');

/** Waits until every one of the person's boards is in the index (nothing left to read). */
async function waitForEveryBoard(page: Page) {
  await expect(searchDialog(page).getByRole('status')).not.toContainText('Reading your boards', {
    timeout: 20_000,
  });
}

async function serverHasCard(boardId: string, title: string) {
  await expect
    .poll(async () => (await listDocuments(`boards/${boardId}/cards`)).map((d) => d.data.title), {
      timeout: 20_000,
    })
    .toContain(title);
}

async function saveDescription(page: Page, cardTitle: string, text: string) {
  await list(page, 'To do').getByRole('button', { name: cardTitle, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: cardTitle });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(text);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Description' })).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('finds a word of a title on another board and of a description, opens the card, and never shows another person’s cards', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Bob's board, which Ada cannot open: its words must never show in her search.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await bob.goto('/');
  await signInAs(bob, uniqueEmail('bob'), 'Bob Other');
  const bobsBoard = await createBoard(bob, 'Bob’s plans');
  await addLists(bob, ['To do']);
  await addCards(bob, 'To do', ['Walrus expedition']);
  await serverHasCard(bobsBoard, 'Walrus expedition');
  await bobContext.close();

  await page.goto('/');
  await signInAs(page, uniqueEmail('ada'), 'Ada Searcher');
  const garden = await createBoard(page, 'Garden');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Prune the quince tree', 'Walrus-free zone']);
  await saveDescription(page, 'Prune the quince tree', 'Order mulch from the pelican shop.');
  await page.goto('/dashboard');
  await createBoard(page, 'Trip');
  await addLists(page, ['Packing']);
  await addCards(page, 'Packing', ['Passport']);

  // From another board: Ctrl+K, the first letters of a word of the title.
  await page.keyboard.press('Control+k');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await waitForEveryBoard(page);
  await searchBox(page).pressSequentially('quin');
  await expect(hits(page)).toHaveCount(1);
  await expect(hits(page).first()).toContainText('Prune the quince tree');
  await expect(hits(page).first()).toContainText('Garden › To do');
  await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/boards/${garden}$`));
  await expect(page.getByRole('dialog', { name: 'Prune the quince tree' })).toBeVisible();
  await page.keyboard.press('Escape');

  // `/` outside a text field; a word of the description, with a typo.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('pelicam');
  await expect(hits(page)).toHaveCount(1);
  await expect(hits(page).first()).toContainText('in description');

  // Bob's card is not Ada's to find, though a card of hers shares a word with it.
  await searchBox(page).fill('walrus');
  await expect(hits(page)).toHaveCount(1);
  await expect(hits(page).first()).toContainText('Walrus-free zone');
  await searchBox(page).fill('expedition');
  await expect(searchDialog(page).getByRole('status')).toHaveText(/^No cards found\./);
  await expect(hits(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
});

test.describe('the production build, offline', () => {
  test.use({ baseURL: e2eEnvironment.previewUrl });

  test('searches the boards this device opened before, with the network off', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/');
    await signInAs(page, uniqueEmail('oona'), 'Oona Offline');
    const boardId = await createBoard(page, 'Cellar');
    await addLists(page, ['To do']);
    await addCards(page, 'To do', ['Label the elderflower wine']);
    await serverHasCard(boardId, 'Label the elderflower wine');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    // Debian's Chromium 150 starts a page its service worker served while the context is offline
    // with navigator.onLine true (the network itself is off). Telling this page again, without
    // going online, gives it what a person's offline reload has: navigator.onLine false.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('elderflow');
    await expect(hits(page)).toHaveCount(1);
    await expect(hits(page).first()).toContainText('Cellar › To do');
    await expect(searchDialog(page).getByRole('status')).toContainText('Offline');
  });
});
