// Copy list… and Move list… to another board of the person's, as the server stores them: the
// list arrives in the other board's documents with its cards, counted; a moved one leaves here.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, readCounts, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** Opens the list's Copy or Move dialog, chooses `board` and, once its lists are read, its end. */
async function sendList(
  page: Page,
  title: string,
  action: 'Copy' | 'Move',
  board: string,
  positions: string[],
) {
  await page.getByRole('button', { name: `List actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `${action} list…` }).click();
  const dialog = page.getByRole('dialog', { name: `${action} list` });
  await dialog.getByRole('combobox', { name: 'Board' }).selectOption({ label: board });
  const position = dialog.getByRole('combobox', { name: 'Position' });
  await expect(position.locator('option')).toHaveText(positions);
  await position.selectOption({ label: positions.at(-1)! });
  return dialog;
}

const stored = async (path: string): Promise<({ id: string } & Record<string, unknown>)[]> =>
  (await listDocuments(path)).map((doc) => ({ id: doc.id, ...doc.data }));

test('a list copied and a list moved to another board, with their cards, on its server documents', async ({
  page,
}) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('list-mover'), 'List Mover');
  const targetId = await createBoard(page, 'Target');
  await addLists(page, ['Inbox']);
  await expect.poll(async () => (await stored(`boards/${targetId}/lists`)).length).toBe(1);
  await page.goto('/dashboard');
  const sourceId = await createBoard(page, 'Source');
  await addLists(page, ['To do', 'Later']);
  await addCards(page, 'To do', ['One', 'Two']);
  await addCards(page, 'Later', ['Three']);
  const laterOf = async () =>
    (await stored(`boards/${sourceId}/lists`)).find((doc) => doc.title === 'Later')?.id;
  await expect.poll(laterOf).toBeTruthy();
  const laterId = (await laterOf())!;

  // Copy "To do" to Target, under its own name, after Inbox.
  let dialog = await sendList(page, 'To do', 'Copy', 'Target', ['1', '2 (last)']);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('To do (copy)');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('To do');
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  const listsThere = async () =>
    (await stored(`boards/${targetId}/lists`)).sort((a, b) =>
      String(a.rank) < String(b.rank) ? -1 : 1,
    );
  await expect
    .poll(async () => (await listsThere()).map((doc) => doc.title))
    .toEqual(['Inbox', 'To do']);
  const copyId = (await listsThere())[1]!.id;
  const cardsThere = async () =>
    (await stored(`boards/${targetId}/cards`))
      .map((card) => [
        card.title,
        card.listId === copyId ? 'copy' : card.listId === laterId ? 'later' : '?',
      ])
      .sort();
  await expect.poll(cardsThere).toEqual([
    ['One', 'copy'],
    ['Two', 'copy'],
  ]);
  await expect(cardsIn(list(page, 'To do'))).toHaveText([/One/, /Two/]);

  // Move "Later" to Target: there with its card and its id, gone from here.
  dialog = await sendList(page, 'Later', 'Move', 'Target', ['1', '2', '3 (last)']);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(list(page, 'Later')).toHaveCount(0);
  await expect.poll(cardsThere).toEqual([
    ['One', 'copy'],
    ['Three', 'later'],
    ['Two', 'copy'],
  ]);
  await expect
    .poll(async () => (await stored(`boards/${sourceId}/lists`)).map((doc) => doc.title))
    .toEqual(['To do']);
  await expect
    .poll(async () => (await stored(`boards/${sourceId}/cards`)).map((doc) => doc.title).sort())
    .toEqual(['One', 'Two']);
  expect(await readCounts(targetId)).toEqual({ cardCount: 3, listCount: 3 });
  expect(await readCounts(sourceId)).toEqual({ cardCount: 2, listCount: 1 });
  // Each board's feed has its half.
  const kinds = async (boardId: string) =>
    (await stored(`boards/${boardId}/activity`)).map((entry) => entry.kind);
  expect(await kinds(targetId)).toEqual(expect.arrayContaining(['listCopy', 'listMoveHere']));
  expect(await kinds(sourceId)).toContain('listMoveAway');
});
