// Issue 33 §3: My cards, in a real browser against the emulators and the real firestore.rules.
// Reached from the dashboard's header (and every header's account menu, a phone's too), it
// lists the cards assigned to me on each of my boards by when they are due, naming board and
// list; a card assigned to me on another board appears within 2 s, in its group; opening one
// opens it on its board; axe finds nothing serious in either theme, nor on a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../../src/domain/due';
import {
  patchDocument,
  seedBoard,
  uidForEmail,
  uniqueEmail,
  writeUserBoards,
} from './emulatorAdmin';
import { signInAs } from './signIn';

const day = (fromToday: number) => localDay(new Date(Date.now() + fromToday * 86_400_000));

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ rule: finding.id, nodes: finding.nodes.map((n) => n.target.join(' ')) }));
}

const group = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('lists my cards of every board by when they are due, live, and opens one on its board; axe-clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mycards');
  await page.goto('/');
  await signInAs(page, email, 'Ada Mine');
  const uid = (await uidForEmail(email))!;
  const home = await seedBoard(uid, { lists: 1, cards: 2 });
  const work = await seedBoard(uid, { lists: 2, cards: 2 });
  await patchDocument(`boards/${home.boardId}`, { title: 'Home' });
  await patchDocument(`boards/${work.boardId}`, { title: 'Work' });
  await patchDocument(`boards/${home.boardId}/cards/${home.cards[0]!.id}`, {
    title: 'Water the plants',
    assigneeIds: [uid],
    due: day(0),
  });
  await writeUserBoards(uid, [home.boardId, work.boardId]);

  await page.getByRole('link', { name: 'My cards' }).click();
  await expect(page).toHaveURL(/\/my-cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
  const today = group(page, /^Today/);
  await expect(today.getByRole('link', { name: 'Water the plants' })).toBeVisible();
  await expect(today).toContainText('Home · List 1');

  // Someone assigns me a card on the other board, due in three days.
  const workCard = work.cards[1]!;
  const listTitle = `List ${work.lists.findIndex((l) => l.id === workCard.data.listId) + 1}`;
  const assignedAt = Date.now();
  await patchDocument(`boards/${work.boardId}/cards/${workCard.id}`, {
    title: 'Send the invoice',
    assigneeIds: [uid],
    due: day(3),
  });
  const thisWeek = group(page, /^This week/);
  await expect(thisWeek.getByRole('link', { name: 'Send the invoice' })).toBeVisible({
    timeout: 2_000,
  });
  console.log(`My cards: assigned card listed ${Date.now() - assignedAt} ms after the write`);
  await expect(thisWeek).toContainText(`Work · ${listTitle}`);

  expect.soft(await seriousFindings(page), 'light').toEqual([]);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).not.toBe(light);
  expect.soft(await seriousFindings(page), 'dark').toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await thisWeek.getByRole('link', { name: 'Send the invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/boards/${work.boardId}\\?card=${workCard.id}$`));
  await expect(page.getByRole('dialog', { name: 'Send the invoice' })).toBeVisible();

  // On a phone: reached from the account menu, and axe-clean there too.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitem', { name: 'My cards' })
    .click();
  await expect(page).toHaveURL(/\/my-cards$/);
  await expect(group(page, /^Today/).getByRole('link', { name: 'Water the plants' })).toBeVisible();
  expect.soft(await seriousFindings(page), 'phone').toEqual([]);
});
