// Issue 31 §3: `?` lists the keyboard shortcuts, and `n` adds a card to the list in focus (or
// the first list) that reaches the server.
import { expect, test } from '@playwright/test';
import { addLists, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test('? lists the shortcuts and n adds a card that is on the server', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('kit'), 'Kit');
  const boardId = await createBoard(page, 'Shortcuts');
  await addLists(page, ['To do', 'Doing']);

  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: 'N', exact: true })).toBeVisible();
  await expect(dialog).toContainText('Add a card to the list in focus');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The list in focus: Doing.
  await list(page, 'Doing').getByRole('button', { name: 'Doing', exact: true }).focus();
  await page.keyboard.press('n');
  const field = list(page, 'Doing').getByRole('textbox', { name: 'Card title' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await page.keyboard.type('Made by keyboard');
  await page.keyboard.press('Enter');
  await expect(cardsIn(list(page, 'Doing'))).toContainText(['Made by keyboard']);
  await expect(cardsIn(list(page, 'To do'))).toHaveCount(0);

  await expect
    .poll(async () => {
      const lists = await listDocuments(`boards/${boardId}/lists`);
      const listTitle = (id: unknown) => lists.find((each) => each.id === id)?.data.title;
      const cards = await listDocuments(`boards/${boardId}/cards`);
      return cards.map((card) => [card.data.title, listTitle(card.data.listId)]);
    })
    .toEqual([['Made by keyboard', 'Doing']]);
});
