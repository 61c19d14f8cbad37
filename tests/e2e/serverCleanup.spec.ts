// Issue 22, section 3: what the server cleans up, seen from the emulators. A big board deleted
// from the dashboard is gone from the server, a tombstone left at its id; a deleted card's
// comments go once its delete can't be undone; a removed member's record no longer lists the
// board; an editor who has the board open when its owner deletes it is told so.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list, openBoardMenu } from './boardActions';
import {
  listDocuments,
  readDocument,
  readUserRecord,
  seedBoard,
  setDocuments,
  uidForEmail,
  uniqueEmail,
} from './emulatorAdmin';
import { accept, invite, shareDialog } from './sharingActions';
import { signInAs } from './signIn';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function personSignedIn(
  browser: import('@playwright/test').Browser,
  name: string,
): Promise<{ page: Page; email: string; context: BrowserContext }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await page.goto('/');
  await signInAs(page, email, name);
  return { page, email, context };
}

/** Stores `documents` ({ path: data }) in commits of 400, as another device's batches would. */
async function storeInCommits(documents: [string, Record<string, unknown>][]) {
  for (let start = 0; start < documents.length; start += 400) {
    await setDocuments(Object.fromEntries(documents.slice(start, start + 400)));
  }
}

test('a 2,000-card board deleted from the dashboard is gone from the server, its id kept by a tombstone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, email } = await personSignedIn(browser, 'Bea Big');
  const uid = (await uidForEmail(email))!;
  const made = await seedBoard(uid, { lists: 10, cards: 2_000 });
  const boardPath = `boards/${made.boardId}`;
  const at = new Date();
  // A comment on every 5th card and an activity entry per card, as a long-lived board has.
  await storeInCommits([
    ...made.cards
      .filter((_card, index) => index % 5 === 0)
      .map((card): [string, Record<string, unknown>] => [
        `${boardPath}/cards/${card.id}/comments/c1`,
        { authorId: uid, authorName: 'Bea Big', text: 'Noted', createdAt: at, updatedAt: at },
      ]),
    ...made.cards.map((card, index): [string, Record<string, unknown>] => [
      `${boardPath}/activity/a${index}`,
      { authorId: uid, authorName: 'Bea Big', at, kind: 'cardAdd', cardId: card.id },
    ]),
  ]);
  expect(await listDocuments(`${boardPath}/cards/${made.cards[0]!.id}/comments`)).toHaveLength(1);

  await page.goto('/dashboard');
  const title = made.board.title as string;
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Delete board' }).click();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // The board document goes last: once it is gone, nothing under it is left.
  await expect
    .poll(async () => readDocument(boardPath), { timeout: 60_000, intervals: [250] })
    .toBeNull();
  const seconds = (Date.now() - started) / 1000;
  console.log(`purge: a 2,000-card board gone from the server in ${seconds.toFixed(1)} s`);
  test.info().annotations.push({ type: 'purge, 2,000 cards', description: `${seconds} s` });
  expect(await listDocuments(`${boardPath}/cards`)).toEqual([]);
  expect(await listDocuments(`${boardPath}/lists`)).toEqual([]);
  expect(await listDocuments(`${boardPath}/activity`)).toEqual([]);
  expect(await listDocuments(`${boardPath}/cards/${made.cards[0]!.id}/comments`)).toEqual([]);
  expect(await readDocument(`${boardPath}/meta/counts`)).toBeNull();
  const tombstone = await readDocument(`deletedBoards/${made.boardId}`);
  expect(tombstone?.data.ownerId).toBe(uid);
  expect((await readUserRecord(uid))?.boards).toEqual([]);
});

test('a deleted card’s comments are gone from the server once the board is left', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await personSignedIn(browser, 'Cleo Card');
  const boardId = await createBoard(page, 'Commented');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Keep', 'Drop']);
  const cardIdOf = async (title: string) =>
    (await cardsIn(list(page, 'To do'))
      .filter({ has: page.getByRole('button', { name: title, exact: true }) })
      .getAttribute('data-card-id'))!;
  const keepId = await cardIdOf('Keep');
  const dropId = await cardIdOf('Drop');
  const comment = async (title: string, text: string) => {
    await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
    const details = page.getByRole('dialog', { name: title });
    await details.getByRole('textbox', { name: 'Write a comment' }).fill(text);
    await details.getByRole('button', { name: 'Add comment' }).click();
    await expect(details.getByText(text)).toBeVisible();
    return details;
  };
  const commentsOf = (cardId: string) => `boards/${boardId}/cards/${cardId}/comments`;
  await (await comment('Keep', 'Stays')).press('Escape');
  const details = await comment('Drop', 'Goes with its card');
  await expect.poll(async () => (await listDocuments(commentsOf(dropId))).length).toBe(1);
  await expect.poll(async () => (await listDocuments(commentsOf(keepId))).length).toBe(1);

  await details.getByRole('button', { name: 'Delete card' }).click();
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list(page, 'To do').getByRole('button', { name: 'Drop', exact: true })).toHaveCount(
    0,
  );
  await expect.poll(async () => readDocument(`boards/${boardId}/cards/${dropId}`)).toBeNull();
  // Still undoable here: its comments stay on the server meanwhile.
  expect(await listDocuments(commentsOf(dropId))).toHaveLength(1);

  // Leaving the board (within the app) ends this tab's undo of it.
  await page.getByRole('link', { name: 'Boards', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => (await listDocuments(commentsOf(dropId))).length, { timeout: 20_000 })
    .toBe(0);
  expect(await listDocuments(commentsOf(keepId))).toHaveLength(1);
});

test('a removed member’s record no longer lists the board; an editor with it open is told it was deleted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await personSignedIn(browser, 'Olive Owner');
  const removed = await personSignedIn(browser, 'Rita Removed');
  const editor = await personSignedIn(browser, 'Eddie Editor');
  const boardId = await createBoard(owner.page, 'Team plan');
  await addLists(owner.page, ['To do']);
  await addCards(owner.page, 'To do', ['First']);
  await invite(owner.page, removed.email, 'Editor');
  await invite(owner.page, editor.email, 'Editor');
  await accept(removed.page, 'Team plan');
  await accept(editor.page, 'Team plan');
  const removedUid = (await uidForEmail(removed.email))!;
  await expect.poll(async () => (await readUserRecord(removedUid))?.boards).toEqual([boardId]);

  // Rita's app is closed: only the server can take the board off her record.
  await removed.context.close();
  await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(
    shareDialog(owner.page).getByRole('region', { name: 'Members' }).getByRole('listitem'),
  ).toHaveCount(3);
  await shareDialog(owner.page)
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: 'Remove Rita Removed' })
    .click();
  await expect.poll(async () => (await readUserRecord(removedUid))?.boards).toEqual([]);
  await shareDialog(owner.page).getByRole('button', { name: 'Close' }).click();

  // Eddie has the board open when Olive deletes it.
  await editor.page.getByRole('link', { name: 'Team plan' }).click();
  await expect(editor.page.getByText('First')).toBeVisible();
  await (await openBoardMenu(owner.page)).getByRole('menuitem', { name: 'Delete board' }).click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Delete board' }).click();
  // The notice that tells them (the board page may also show it as its heading, briefly, before
  // the way back to the dashboard).
  await expect(
    editor.page.getByRole('region', { name: 'Messages' }).getByText('This board was deleted.'),
  ).toBeVisible();
  await expect(editor.page.getByText('You no longer have access to this board')).toHaveCount(0);
  await expect(editor.page).toHaveURL(/\/dashboard$/);
  await expect(editor.page.getByRole('link', { name: 'Team plan' })).toHaveCount(0);
  await expect.poll(async () => readDocument(`boards/${boardId}`)).toBeNull();
});
