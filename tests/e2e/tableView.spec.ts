// Issue 33 §1: the table view between two people, in two browsers against the emulators and the
// real firestore.rules. The owner opens the Table tab, sorts by title and renames a card in its
// cell; the editor's board view shows the new title live. axe finds nothing serious on the
// table, light and dark, and on a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard } from './boardActions';
import { uniqueEmail } from './emulatorAdmin';
import { accept, invite } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Table board';

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ rule: finding.id, nodes: finding.nodes.map((node) => node.target) }));
}

test('the owner sorts the table and renames a card in place; the editor’s board shows it live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  const editorEmail = uniqueEmail('table-editor');

  await owner.goto('/');
  await signInAs(owner, uniqueEmail('table-owner'), 'Olive Owner');
  await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['charlie', 'alpha', 'bravo']);
  await invite(owner, editorEmail, 'Editor');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Bob Editor');
  await accept(editor, BOARD);
  await editor.getByRole('link', { name: BOARD }).click();
  await expect(editor.getByRole('button', { name: 'alpha', exact: true })).toBeVisible();

  // The Table tab, kept in the address.
  await owner.getByRole('tab', { name: 'Table' }).click();
  await expect(owner).toHaveURL(/[?&]view=table/);
  const grid = owner.getByRole('grid', { name: 'Cards' });
  const firstTitles = grid.getByRole('row').nth(1).getByRole('gridcell').first();
  await expect(firstTitles).toHaveText('charlie');

  await grid.getByRole('button', { name: 'Title' }).click();
  await expect(grid.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstTitles).toHaveText('alpha');

  // By keyboard: down to alpha's title, Enter to edit, Enter to save.
  await owner.keyboard.press('ArrowDown');
  await expect(firstTitles).toBeFocused();
  await owner.keyboard.press('Enter');
  await grid.getByRole('textbox', { name: 'Title of alpha' }).fill('alpha renamed');
  const started = Date.now();
  await owner.keyboard.press('Enter');
  await expect(firstTitles).toHaveText('alpha renamed');

  await expect(editor.getByRole('button', { name: 'alpha renamed', exact: true })).toBeVisible({
    timeout: 10_000,
  });
  console.log(
    `a rename in the table reached the other person's board in ${Date.now() - started} ms`,
  );

  // axe on the table: light, dark, and a phone.
  expect(await seriousFindings(owner)).toEqual([]);
  await owner.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousFindings(owner)).toEqual([]);
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(grid).toBeVisible();
  expect(await seriousFindings(owner)).toEqual([]);
});
