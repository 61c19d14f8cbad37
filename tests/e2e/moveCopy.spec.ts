// Copy link, and Move and Copy of a card to another board of the person's, as the server stores
// them: the card leaves one board's documents and arrives in the other's, each counted.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, readCounts, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

/** Chooses the other board in the Move or Copy dialog, once its lists are read. */
async function chooseBoard(page: Page, heading: string, board: string) {
  const dialog = page.getByRole('dialog', { name: heading });
  await dialog.getByRole('combobox', { name: 'Board' }).selectOption({ label: board });
  await expect(dialog.getByRole('combobox', { name: 'List' })).toHaveValue(/.+/);
  await expect(dialog.getByRole('combobox', { name: 'List' }).locator('option')).toHaveText([
    'Inbox',
  ]);
  return dialog;
}

const storedCards = async (boardId: string) =>
  (await listDocuments(`boards/${boardId}/cards`)).map((card) => ({
    id: card.id,
    title: card.data.title,
    listId: card.data.listId,
  }));

test('a card’s link opens it; a card moved and one copied to another board are on its server documents', async ({
  page,
}) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('mover'), 'Mover');
  const targetId = await createBoard(page, 'Target');
  await addLists(page, ['Inbox']);
  const targetLists = () => listDocuments(`boards/${targetId}/lists`);
  await expect.poll(async () => (await targetLists()).length).toBe(1);
  const inboxId = (await targetLists())[0]!.id;
  await page.goto('/dashboard');
  const sourceId = await createBoard(page, 'Source');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Mover', 'Copied']);
  const moverId = await cardsIn(list(page, 'To do'))
    .filter({ hasText: 'Mover' })
    .getAttribute('data-card-id');

  // Copy link: the address is shown as well (a headless browser may refuse the clipboard).
  let dialog = await openCard(page, 'Mover');
  const link = dialog.getByRole('region', { name: 'Link to this card' }).getByRole('link');
  await expect(link).toHaveText(new RegExp(`/boards/${sourceId}\\?card=${moverId}$`));
  await expect(link).toHaveAttribute('href', `/boards/${sourceId}?card=${moverId}`);

  // Move to the other board.
  await dialog.getByRole('button', { name: 'Move…' }).click();
  dialog = await chooseBoard(page, 'Move card', 'Target');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(cardsIn(list(page, 'To do'))).toHaveText([/Copied/]);
  await expect
    .poll(() => storedCards(targetId))
    .toEqual([{ id: moverId, title: 'Mover', listId: inboxId }]);
  await expect
    .poll(async () => (await storedCards(sourceId)).map((card) => card.title))
    .toEqual(['Copied']);

  // Copy to the other board, under a new title, from the tile's own menu.
  await cardsIn(list(page, 'To do')).filter({ hasText: 'Copied' }).hover();
  await page.getByRole('button', { name: 'Card actions for Copied' }).click();
  await page.getByRole('menuitem', { name: 'Copy…' }).click();
  dialog = await chooseBoard(page, 'Copy card', 'Target');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Copied there');
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect
    .poll(async () => (await storedCards(targetId)).map((card) => card.title).sort())
    .toEqual(['Copied there', 'Mover']);
  expect((await storedCards(sourceId)).map((card) => card.title)).toEqual(['Copied']);
  expect(await readCounts(targetId)).toMatchObject({ cardCount: 2 });
  expect(await readCounts(sourceId)).toMatchObject({ cardCount: 1 });
  // Each board's feed has its half.
  const kinds = async (boardId: string) =>
    (await listDocuments(`boards/${boardId}/activity`)).map((entry) => entry.data.kind).sort();
  expect(await kinds(targetId)).toEqual(expect.arrayContaining(['cardAdd', 'cardAdd']));
  expect(await kinds(sourceId)).toContain('cardDelete');

  // The moved card keeps its id: its link on the other board opens it.
  await page.goto(`/boards/${targetId}?card=${moverId}`);
  await expect(page.getByRole('dialog', { name: 'Mover' })).toHaveAttribute('data-state', 'open');
});
