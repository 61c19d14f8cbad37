// The Theme setting (issue 25 §4): the app follows the system's light or dark preference, the
// account menu's Theme (System, Light, Dark) is kept per device and applied before the first
// paint, and both themes are axe-clean on the board page and the card details dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../../src/domain/due';
import { palettes } from '../../src/styles/palettes';
import { boardRoot, cardHandle, cardsIn, list } from './boardActions';
import {
  patchDocument,
  seedBoard,
  uidForEmail,
  uniqueEmail,
  writeUserBoards,
} from './emulatorAdmin';
import { signInAs } from './signIn';

test.use({ colorScheme: 'dark' });

/** "#1d2125" as the browser writes a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const DARK = rgb(palettes.dark.background);
const LIGHT = rgb(palettes.light.background);

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * axe's serious and critical findings on the page; `dialog` checks the open dialog with
 * label-content-name-mismatch (an experimental rule, off by default) on too.
 */
async function seriousFindings(page: Page, { dialog = false } = {}) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    null,
    { timeout: 5_000 },
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (
    dialog
      ? axe
          .include('[role="dialog"]')
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      : axe
  ).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({
      rule: finding.id,
      nodes: finding.nodes.map((node) => node.target.join(' ')),
    }));
}

async function chooseTheme(page: Page, name: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: /^Account/ }).click();
  // The Language setting has a "System" too: the Theme's group holds the one meant here.
  const item = page
    .getByRole('group', { name: 'Theme' })
    .getByRole('menuitemradio', { name, exact: true });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test('dark from the system, the setting kept after a reload, both themes axe-clean', async ({
  page,
}) => {
  test.slow(); // Two themes, each checked on two screens.
  // The body's colour when it is first parsed, before any of the app's scripts has run.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const background = getComputedStyle(document.body).backgroundColor;
      Object.assign(window, { firstPaintBackground: background });
    }).observe(document, { childList: true, subtree: true });
  });
  const firstPaintBackground = () =>
    page.evaluate(
      () => (window as unknown as { firstPaintBackground?: string }).firstPaintBackground,
    );

  await page.goto('/');
  expect(await firstPaintBackground()).toBe(DARK);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK);

  const email = uniqueEmail('theme');
  await signInAs(page, email, 'Theo Theme');
  const uid = (await uidForEmail(email))!;
  const board = await seedBoard(uid, { lists: 2, cards: 4 });
  await writeUserBoards(uid, [board.boardId]);
  await patchDocument(`boards/${board.boardId}`, {
    title: 'Themes',
    members: { [uid]: { role: 'owner', name: 'Theo Theme', email } },
  });
  await patchDocument(`boards/${board.boardId}/cards/${board.cards[0]!.id}`, {
    title: 'Every badge',
    labelIds: ['lbl-bug', 'lbl-feature', 'lbl-design'],
    due: localDay(new Date(Date.now() - 86_400_000)),
    description: 'Has one.',
    checklist: [{ id: 'item-1', text: 'First', done: true }],
    assigneeIds: [uid],
  });

  const checkBoardAndCard = async (theme: string) => {
    await page.goto(`/boards/${board.boardId}`);
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    const card = cardHandle(cardsIn(list(page, 'List 1')).filter({ hasText: 'Every badge' }));
    await expect(card).toBeVisible();
    expect.soft(await seriousFindings(page), `board page, ${theme}`).toEqual([]);
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Every badge' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog.getByRole('button', { name: 'Assign Theo Theme (you)' })).toBeVisible();
    expect.soft(await seriousFindings(page), `card details, ${theme}`).toEqual([]);
    expect
      .soft(await seriousFindings(page, { dialog: true }), `card details' names, ${theme}`)
      .toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  // System (the default) follows the system's dark preference: the dashboard, then the board.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Themes/ })).toBeVisible();
  expect.soft(await seriousFindings(page), 'dashboard, dark from the system').toEqual([]);
  await checkBoardAndCard('dark from the system');
  expect(await pageBackground(page)).toBe(DARK);

  // Light, chosen, wins over the system and is kept: the reloaded page is light from its first paint.
  await chooseTheme(page, 'Light');
  expect(await pageBackground(page)).toBe(LIGHT);
  await page.reload();
  expect(await firstPaintBackground()).toBe(LIGHT);
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  await checkBoardAndCard('light');

  // Dark, chosen, holds when the system turns light.
  await chooseTheme(page, 'Dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground(page)).toBe(DARK);
  await page.reload();
  expect(await firstPaintBackground()).toBe(DARK);

  // System again: follows the system, live.
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  await chooseTheme(page, 'System');
  expect(await pageBackground(page)).toBe(LIGHT);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await pageBackground(page)).toBe(DARK);
});
