// Languages (issue 34 §1): the account menu's Language switches the app to German or Arabic, the
// choice holds from the first paint of the next visit, and Arabic lays the board out right to
// left, its keyboard drag included. Words are checked only where the catalogs already have them
// (the shell, notices, the account menu's Language setting).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { boardRoot, cardHandle, cardsIn, dragAnnouncement, list } from './boardActions';
import {
  patchDocument,
  readDocument,
  seedBoard,
  uidForEmail,
  uniqueEmail,
  writeUserBoards,
} from './emulatorAdmin';
import { signInAs } from './signIn';

const NAME = 'Lena Language';

async function chooseLanguage(page: Page, name: 'Deutsch' | 'العربية') {
  // The account button is named after the person: its own word may not be translated yet.
  await page.getByRole('button', { name: new RegExp(NAME) }).click();
  const item = page.getByRole('menuitemradio', { name });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ rule: finding.id, nodes: finding.nodes.map((node) => node.target) }));
}

test('German from the first paint after a reload; Arabic right to left, its keyboard drag too', async ({
  page,
}) => {
  test.slow(); // Two languages, a reload, a drag checked on the server.
  // What the page said while it loaded, and its language once parsed (before the app's code).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node.textContent) seen.push(node.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, {
        parsedAs: { lang: document.documentElement.lang, dir: document.documentElement.dir },
      }),
    );
  });
  await page.goto('/');
  const email = uniqueEmail('language');
  await signInAs(page, email, NAME);
  const uid = (await uidForEmail(email))!;
  const board = await seedBoard(uid, { lists: 2, cards: 4 });
  await writeUserBoards(uid, [board.boardId]);
  await patchDocument(`boards/${board.boardId}`, {
    title: 'Sprachen',
    members: { [uid]: { role: 'owner', name: NAME, email } },
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Sprachen/ })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: new RegExp(NAME) }).click();
  await expect(page.getByRole('group', { name: 'Sprache' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Reloaded: German as the page is parsed, and no English word of the shell on the way.
  await page.reload();
  await expect(page.getByRole('link', { name: /Sprachen/ })).toBeVisible();
  const parsedAs = await page.evaluate(() => (window as unknown as { parsedAs: unknown }).parsedAs);
  expect(parsedAs).toEqual({ lang: 'de', dir: 'ltr' });
  const seen = (await page.evaluate(
    () => (window as unknown as { seenTexts: string[] }).seenTexts,
  )) as string[];
  expect(seen.filter((text) => /Loading…|Dismiss|Page not found/.test(text))).toEqual([]);
  expect.soft(await seriousFindings(page), 'dashboard in German').toEqual([]);

  // Arabic: right to left, the first list to the right of the second.
  await page.goto(`/boards/${board.boardId}`);
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const first = (await list(page, 'List 1').boundingBox())!;
  const second = (await list(page, 'List 2').boundingBox())!;
  expect(first.x).toBeGreaterThan(second.x);
  expect.soft(await seriousFindings(page), 'board in Arabic').toEqual([]);

  // ArrowLeft is "next" in Arabic: the card goes to the second list, on the server too.
  const card = cardsIn(list(page, 'List 1')).first();
  const cardId = (await card.getAttribute('data-card-id'))!;
  const announced = dragAnnouncement(page);
  await cardHandle(card).focus();
  await page.keyboard.press('Space');
  await expect(announced).not.toHaveText('');
  const lifted = await announced.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(announced).not.toHaveText(lifted ?? '');
  await page.keyboard.press('Space');
  await expect(list(page, 'List 2').locator(`[data-card-id="${cardId}"]`)).toHaveCount(1);
  const secondListId = board.lists[1]!.id;
  await expect
    .poll(async () => (await readDocument(`boards/${board.boardId}/cards/${cardId}`))?.data.listId)
    .toBe(secondListId);
});
