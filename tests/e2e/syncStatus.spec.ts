// The header's saving status tells the truth: "Saving…" clears within a second of the server
// having every change, and offline it counts exactly the changes still waiting.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** The header's sync status (the filter bar has a status of its own: the match count). */
const headerStatus = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: /Offline|Saving/ });

/**
 * Polls the server and the screen together until the status has been clear for a moment; returns
 * how long after the server held every card the status still claimed to be saving.
 */
async function statusLagAfterServer(page: Page, boardId: string, titles: string[]) {
  let serverHadAllAt: number | null = null;
  let clearedAt: number | null = null;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [cards, saying] = await Promise.all([
      listDocuments(`boards/${boardId}/cards`),
      headerStatus(page).allTextContents(),
    ]);
    const now = Date.now();
    const onServer = titles.every((title) => cards.some((card) => card.data.title === title));
    if (onServer && serverHadAllAt === null) serverHadAllAt = now;
    const saving = saying.length > 0;
    if (!saving && serverHadAllAt !== null) clearedAt ??= now;
    if (saving) clearedAt = null; // It must stay clear, not flicker.
    if (clearedAt !== null && now - clearedAt > 1_500) break;
    await page.waitForTimeout(100);
  }
  expect(serverHadAllAt, 'the server never had every card').not.toBeNull();
  expect(clearedAt, 'the status still says it is saving').not.toBeNull();
  const lag = Math.max(0, clearedAt! - serverHadAllAt!);
  test.info().annotations.push({ type: 'status clear after server', description: `${lag} ms` });
  console.log(`Saving status cleared ${lag} ms after the server had every card.`);
  return lag;
}

test.describe('the saving status', () => {
  test('clears within a second of the server having a new board’s list and card', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('saving'), 'Saving');
    const boardId = await createBoard(page, 'Status');
    await addLists(page, ['To do']);
    await addCards(page, 'To do', ['First card']);

    const lag = await statusLagAfterServer(page, boardId, ['First card']);
    expect(lag).toBeLessThanOrEqual(1_000);
  });

  test('offline counts exactly the changes waiting, and clears once they are sent', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('waiting'), 'Waiting');
    const boardId = await createBoard(page, 'Offline status');
    await addLists(page, ['To do']);
    await expect(headerStatus(page)).toHaveCount(0);

    await context.setOffline(true);
    await expect(headerStatus(page)).toHaveText('Offline');
    await addCards(page, 'To do', ['Written offline', 'Also offline']);
    await expect(headerStatus(page)).toHaveText('Offline · 2 changes waiting');

    await context.setOffline(false);
    const lag = await statusLagAfterServer(page, boardId, ['Written offline', 'Also offline']);
    expect(lag).toBeLessThanOrEqual(1_000);
  });
});

/**
 * Records, from the page's first script on, every text the header's status shows: a flash
 * between two of Playwright's own polls is caught too. Read with `statusesSeen`.
 */
function recordStatuses() {
  const seen = new Set<string>();
  (window as unknown as { statusesSeen: Set<string> }).statusesSeen = seen;
  const note = () => {
    for (const status of document.querySelectorAll('header [role="status"]')) {
      const text = status.textContent?.trim();
      if (text) seen.add(text);
    }
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

const offlineSeen = (page: Page) =>
  page.evaluate(() =>
    [...(window as unknown as { statusesSeen: Set<string> }).statusesSeen].filter((text) =>
      text.startsWith('Offline'),
    ),
  );

test('online, the header never says “Offline”: not after a board is created, not after a reload', async ({
  page,
}) => {
  await page.addInitScript(recordStatuses);
  await page.goto('/');
  await signInAs(page, uniqueEmail('online'), 'Online');
  await createBoard(page, 'Never offline');
  await addLists(page, ['To do']);
  // The flash this guards against came 0.3–0.5 s after each; watch well past it.
  await page.waitForTimeout(2_000);
  expect(await offlineSeen(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'To do' })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await offlineSeen(page)).toEqual([]);
});
