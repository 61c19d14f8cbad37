// Issue 32 §4: a list's limit. Its header counts the cards against it; a third card in a list
// limited to 2 marks it over; made strict, the list refuses a fourth with a message.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

async function setLimit(page: Page, listTitle: string, limit: string, strict: boolean) {
  await list(page, listTitle)
    .getByRole('button', { name: `List actions for ${listTitle}` })
    .click();
  await page.getByRole('menuitem', { name: 'Set limit…' }).click();
  const dialog = page.getByRole('dialog', { name: 'List limit' });
  await dialog.getByRole('spinbutton').fill(limit);
  await dialog.getByRole('checkbox', { name: /Strict/ }).setChecked(strict);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a list over its limit is marked; a strict one refuses the card, saying why', async ({
  page,
}) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('wes'), 'Wes');
  const boardId = await createBoard(page, 'Limits');
  await addLists(page, ['Doing']);
  const doing = list(page, 'Doing');
  await setLimit(page, 'Doing', '2', false);
  await addCards(page, 'Doing', ['One', 'Two']);
  await expect(doing.getByText('2 of at most 2 cards')).toBeAttached();
  await expect(doing).not.toHaveAttribute('data-over-limit', 'true');

  await addCards(page, 'Doing', ['Three']);
  await expect(doing.getByText('3 / 2')).toBeVisible();
  await expect(doing.getByText('3 cards, over the limit of 2')).toBeAttached();
  await expect(doing).toHaveAttribute('data-over-limit', 'true');
  await expect(page.getByText('“Doing” is over its limit: 3 / 2 cards.')).toBeVisible();

  await setLimit(page, 'Doing', '3', true);
  await doing.getByRole('button', { name: 'Add a card' }).click();
  const input = doing.getByLabel('Card title');
  await input.fill('Four');
  await input.press('Enter');
  await expect(
    page.getByText(
      '“Doing” is at its limit of 3 cards and the limit is strict: the card was not added.',
    ),
  ).toBeVisible();
  await expect(cardsIn(doing)).toHaveCount(3);

  await expect
    .poll(async () => (await listDocuments(`boards/${boardId}/lists`))[0]?.data)
    .toEqual(expect.objectContaining({ wipLimit: 3, wipStrict: true }));
});
