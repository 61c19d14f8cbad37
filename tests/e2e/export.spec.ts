// Issue 12, export: a board made through the UI, exported as our JSON and as CSV from the
// board header's Export menu, and the downloaded files read back: what the server holds (the
// comment too, though this tab never reloads), in board order, with the CSV safe to open in a
// spreadsheet and its Unicode intact.
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  addCards,
  addLists,
  cardHandle,
  cardsIn,
  createBoard,
  list,
  openBoardMenu,
} from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

const BOARD = 'Q3 “plan”, ünïcode ✓';
const SLUG = 'q3-plan-ünïcode';
const FORMULA = '=1+1 looks like a formula';

/** Picks a format in the board menu and returns the downloaded file's name and text. */
async function exportAs(page: Page, item: 'Export as JSON' | 'Export cards as CSV') {
  const menu = await openBoardMenu(page);
  const downloaded = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: item }).click();
  const download = await downloaded;
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

test('a board exports as our JSON and its cards as CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInAs(page, uniqueEmail('export'), 'Exa Porter');
  const boardId = await createBoard(page, BOARD);
  await addLists(page, ['To do', 'Done']);
  await addCards(page, 'To do', ['Write brief', FORMULA]);
  await addCards(page, 'Done', ['Kick-off']);

  // The first card gets a description over two lines, a due date met, a checklist and a comment.
  await cardHandle(cardsIn(list(page, 'To do')).first()).click();
  const details = page.getByRole('dialog', { name: 'Write brief' });
  await details.getByRole('button', { name: 'Edit description' }).click();
  await details.getByRole('textbox', { name: 'Description' }).fill('Two pages,\n"by Friday"');
  await details.getByRole('button', { name: 'Save' }).click();
  await details.getByRole('textbox', { name: 'Due date' }).fill('2030-05-01');
  await details.getByRole('checkbox', { name: 'Done' }).check();
  const newItem = details.getByRole('textbox', { name: 'Add an item' });
  for (const item of ['Outline', 'Publish']) {
    await newItem.fill(item);
    await newItem.press('Enter');
    await expect(details.getByRole('checkbox', { name: item })).toBeVisible();
  }
  await details.getByRole('checkbox', { name: 'Outline' }).check();
  await details.getByRole('textbox', { name: 'Write a comment' }).fill('Draft is up');
  await details.getByRole('button', { name: 'Add comment' }).click();
  await expect(details.getByRole('listitem', { name: 'Comment by Exa Porter' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length).toBe(3);
  await expect
    .poll(async () => {
      const cards = await listDocuments(`boards/${boardId}/cards`);
      const brief = cards.find((card) => card.data.title === 'Write brief');
      return [brief?.data.dueComplete, Object.keys(brief?.data.checklist ?? {}).length];
    })
    .toEqual([true, 2]);

  // JSON: the whole board, in order, named for the board and the day.
  const json = await exportAs(page, 'Export as JSON');
  expect(json.name).toMatch(new RegExp(`^${SLUG}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expect(page.getByRole('status').filter({ hasText: `as ${json.name}.` })).toBeVisible();
  const archive = JSON.parse(json.text);
  expect(archive).toMatchObject({
    format: 'boards-export',
    version: 1,
    source: { system: 'boards', boardId },
    board: {
      title: BOARD,
      color: 'blue',
      members: [{ name: 'Exa Porter', role: 'owner' }],
    },
  });
  expect(Date.now() - Date.parse(archive.exportedAt)).toBeLessThan(60_000);
  expect(archive.lists.map((l: { title: string }) => l.title)).toEqual(['To do', 'Done']);
  const [todo, done] = archive.lists;
  expect(todo.cards.map((card: { title: string }) => card.title)).toEqual(['Write brief', FORMULA]);
  expect(done.cards.map((card: { title: string }) => card.title)).toEqual(['Kick-off']);
  const brief = todo.cards[0];
  expect(brief).toMatchObject({
    description: 'Two pages,\n"by Friday"',
    labelIds: [],
    due: '2030-05-01',
    dueComplete: true,
    checklist: [
      { text: 'Outline', done: true },
      { text: 'Publish', done: false },
    ],
    archived: false,
    assignees: [],
  });
  expect(brief.comments).toEqual([
    { authorName: 'Exa Porter', createdAt: expect.any(String), text: 'Draft is up' },
  ]);
  // The JSON keeps text exactly as typed; only the CSV guards against formulas.
  expect(todo.cards[1].title).toBe(FORMULA);

  // CSV: a row per card, quoted where needed, the formula made text, Unicode with a BOM.
  const csv = await exportAs(page, 'Export cards as CSV');
  expect(csv.name).toMatch(new RegExp(`^${SLUG}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(csv.text).toBe(
    '\uFEFF' +
      [
        'List,Title,Description,Labels,Due,Due complete,Archived,Checklist,Assignees,Comments,Attachments,Start',
        'To do,Write brief,"Two pages,\n""by Friday""",,2030-05-01,yes,no,1 of 2,,1,,',
        `To do,"'${FORMULA}",,,,no,no,,,0,,`,
        'Done,Kick-off,,,,no,no,,,0,,',
      ].join('\r\n') +
      '\r\n',
  );
});
