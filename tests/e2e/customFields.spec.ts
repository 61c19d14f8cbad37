// Issue 32 §1: custom fields between two people, in two browsers against the emulators and the
// real firestore.rules. The owner defines a dropdown field shown on tiles; an editor sets it on
// a card in their browser; the owner's tile shows the chip live, and the feed says so.
import { expect, test } from '@playwright/test';
import { addCards, addLists, createBoard, openBoardMenu } from './boardActions';
import { readDocument, uniqueEmail } from './emulatorAdmin';
import { accept, invite } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Fields board';

test('an editor sets a dropdown field on a card and the owner’s tile shows it live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  const editorEmail = uniqueEmail('fields-editor');

  await owner.goto('/');
  await signInAs(owner, uniqueEmail('fields-owner'), 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['alpha']);

  // The owner defines Priority (a dropdown with High and Low), shown on tiles.
  await (await openBoardMenu(owner)).getByRole('menuitem', { name: 'Custom fields' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Custom fields' });
  await dialog.getByRole('textbox', { name: 'New field’s name' }).fill('Priority');
  await dialog.getByRole('combobox', { name: 'New field’s type' }).selectOption('Dropdown');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  const field = dialog.getByRole('listitem', { name: 'Priority' });
  for (const option of ['High', 'Low']) {
    await field.getByRole('textbox', { name: 'New option of Priority' }).fill(option);
    await field.getByRole('button', { name: 'Add option' }).click();
    await expect(field.getByRole('textbox', { name: `Option ${option}` })).toBeVisible();
  }
  await field.getByRole('checkbox', { name: 'Show on card front' }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await invite(owner, editorEmail, 'Editor');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Bob Editor');
  await accept(editor, BOARD);
  await editor.getByRole('link', { name: BOARD }).click();

  // The editor sets Priority to High in the card's details.
  await editor.getByRole('button', { name: 'alpha', exact: true }).click();
  const details = editor.getByRole('dialog', { name: 'alpha' });
  const section = details.getByRole('region', { name: 'Custom fields' });
  const started = Date.now();
  await section.getByRole('combobox', { name: 'Priority' }).selectOption('High');

  // The owner's tile shows the chip, live.
  const tile = owner.locator('[data-card-id]').filter({ hasText: 'alpha' });
  await expect(tile.locator('.field-chip')).toHaveText('Priority: High', { timeout: 10_000 });
  console.log(`an editor's value reached the owner's tile in ${Date.now() - started} ms`);

  // On the server: the value is the option's id, and the field is the board's.
  const cardId = (await tile.getAttribute('data-card-id'))!;
  const card = await readDocument(`boards/${boardId}/cards/${cardId}`);
  const board = await readDocument(`boards/${boardId}`);
  const fields = board?.data.customFields as Record<string, { name: string; options: object }>;
  const [fieldId, stored] = Object.entries(fields)[0]!;
  expect(stored.name).toBe('Priority');
  const values = card?.data.fieldValues as Record<string, string>;
  expect(Object.keys(stored.options)).toContain(values[fieldId]);
});
