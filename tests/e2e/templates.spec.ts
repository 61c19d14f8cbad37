// Templates (issue 32 §2), as the server stores them: a card marked Template is copied by
// "From template" with its description and checklist (unticked), and a board made from the
// built-in Kanban template has its lists on the server.
import { expect, test } from '@playwright/test';
import { addCards, addLists, cardHandle, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test('a card from a template, and a board from the built-in Kanban', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('templater'), 'Tess Plater');
  const boardId = await createBoard(page, 'Support');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Bug report']);

  // The card: a description, a ticked checklist item, marked Template.
  await cardHandle(cardsIn(list(page, 'To do')).first()).click();
  const details = page.getByRole('dialog', { name: 'Bug report' });
  await details.getByRole('button', { name: 'Edit description' }).click();
  await details.getByRole('textbox', { name: 'Description' }).fill('Steps to reproduce');
  await details.getByRole('button', { name: 'Save' }).click();
  const newItem = details.getByRole('textbox', { name: 'Add an item' });
  await newItem.fill('Reproduced');
  await newItem.press('Enter');
  await details.getByRole('checkbox', { name: 'Reproduced' }).check();
  await details.getByRole('button', { name: 'Make template' }).click();
  await expect(details.getByRole('button', { name: 'Template' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(cardsIn(list(page, 'To do')).first()).toHaveAttribute('data-template', 'true');
  await expect
    .poll(async () => (await listDocuments(`boards/${boardId}/cards`))[0]?.data.template)
    .toBe(true);

  // From template: a copy under a new title.
  await list(page, 'To do').getByRole('button', { name: 'From template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card from a template' });
  await dialog.getByRole('textbox', { name: 'Card title' }).fill('Login fails');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(cardsIn(list(page, 'To do'))).toHaveCount(2);
  await expect
    .poll(async () => {
      const cards = await listDocuments(`boards/${boardId}/cards`);
      const copy = cards.find((card) => card.data.title === 'Login fails');
      return (
        copy && [
          copy.data.description,
          Object.values(copy.data.checklist ?? {}),
          copy.data.template,
        ]
      );
    })
    .toEqual([
      'Steps to reproduce',
      [expect.objectContaining({ text: 'Reproduced', done: false })],
      undefined,
    ]);

  // A board from the built-in Kanban template.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create board' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create board' });
  await create.getByLabel('Board name').fill('Team');
  await create.getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'Kanban' });
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/boards\/[\w-]+$/, { timeout: 30_000 });
  const teamId = new URL(page.url()).pathname.split('/').pop()!;
  for (const title of ['To do', 'Doing', 'Done']) await expect(list(page, title)).toBeVisible();
  const stored = await listDocuments(`boards/${teamId}/lists`);
  expect(stored.map((doc) => doc.data.title).sort()).toEqual(['Doing', 'Done', 'To do']);
  await expect(cardsIn(list(page, 'To do')).first()).toHaveAttribute('data-template', 'true');
});
