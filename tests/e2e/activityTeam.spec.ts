// Issue 21: the activity feed between two people, in two browsers against the emulators and the
// real firestore.rules. An editor's rename reaches the owner's feed live with both names of the
// card; the owner's Revert restores it on both screens and on the server; a Revert after a newer
// change is refused in words; a move and a comment show in the feed and in the card's own
// Activity; the owner, back on the board, sees which cards changed since the last visit.
import { expect, test, type Page } from '@playwright/test';
import {
  addCards,
  addLists,
  cardHandle,
  cardsIn,
  createBoard,
  list,
  moveWithKeyboard,
} from './boardActions';
import { listDocuments, readDocument, uniqueEmail } from './emulatorAdmin';
import { accept, invite } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Team log';

const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });
const entries = (page: Page) => feed(page).getByRole('listitem');
const cardButton = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true });

async function openFeed(page: Page) {
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  await expect(feed(page)).toBeVisible();
}

async function renameCard(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Rename card ${from}` }).click();
  const title = page.getByRole('textbox', { name: 'Edit card title' });
  await title.fill(to);
  await title.press('Enter');
  await expect(cardButton(page, to)).toBeVisible();
}

/** The stored title of the card now called `title` on `page`. */
async function storedTitle(boardId: string, cardId: string) {
  const card = await readDocument(`boards/${boardId}/cards/${cardId}`);
  return card?.data.title;
}

test('a team reads who did what, reverts it, and sees what changed since their last visit', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  const editorEmail = uniqueEmail('activity-editor');

  await owner.goto('/');
  await signInAs(owner, uniqueEmail('activity-owner'), 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do', 'Done']);
  await addCards(owner, 'To do', ['alpha', 'beta', 'gamma']);
  const alphaId = (await cardsIn(list(owner, 'To do'))
    .filter({ has: cardButton(owner, 'alpha') })
    .getAttribute('data-card-id'))!;
  await invite(owner, editorEmail, 'Editor');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Bob Editor');
  await accept(editor, BOARD);
  await editor.getByRole('link', { name: BOARD }).click();
  await expect(cardButton(editor, 'gamma')).toBeVisible();

  // 1. The editor renames a card; the owner's open feed says so, live, with both names.
  await openFeed(owner);
  const started = Date.now();
  await renameCard(editor, 'alpha', 'alpha by bob');
  const renamed = entries(owner).filter({
    hasText: 'Bob Editor renamed card “alpha” to “alpha by bob”',
  });
  await expect(renamed).toHaveCount(1, { timeout: 5_000 });
  const latencyMs = Date.now() - started;
  console.log(`an editor's rename reached the owner's feed in ${latencyMs} ms`);
  test.info().annotations.push({ type: 'feed latency', description: `${latencyMs} ms` });
  // Newest first: the rename above the owner's own card adds.
  await expect(entries(owner).first()).toContainText('Bob Editor renamed card');
  await expect(entries(owner).last()).toContainText('Olive Owner');

  // 2. Revert puts it back on both screens and on the server, and says so in the feed.
  await renamed.getByRole('button', { name: /^Revert/ }).click();
  await expect(cardButton(owner, 'alpha')).toBeVisible();
  await expect(cardButton(editor, 'alpha')).toBeVisible();
  await expect.poll(() => storedTitle(boardId, alphaId)).toBe('alpha');
  await expect(entries(owner).first()).toContainText('Olive Owner');
  await expect(entries(owner).first()).toContainText('reverted');

  // 3. A Revert of a change someone has changed again since writes nothing, and says why.
  await renameCard(editor, 'beta', 'beta 2');
  await renameCard(editor, 'beta 2', 'beta 3');
  const first = entries(owner).filter({ hasText: 'renamed card “beta” to “beta 2”' });
  await expect(first).toHaveCount(1);
  // Once the owner's screen has heard of the newer name (Revert judges by what it knows).
  await expect(cardButton(owner, 'beta 3')).toBeVisible();
  await first.getByRole('button', { name: /^Revert/ }).click();
  await expect(owner.getByText(/Not reverted: .*changed since/)).toBeVisible();
  await expect(cardButton(owner, 'beta 3')).toBeVisible();
  const betaId = (await cardsIn(list(owner, 'To do'))
    .filter({ has: cardButton(owner, 'beta 3') })
    .getAttribute('data-card-id'))!;
  expect(await storedTitle(boardId, betaId)).toBe('beta 3');

  // 4. A move and a comment, by the editor, in the owner's feed.
  const gamma = cardsIn(list(editor, 'To do')).filter({ has: cardButton(editor, 'gamma') });
  await moveWithKeyboard(editor, cardHandle(gamma), ['ArrowRight']);
  await expect(
    list(editor, 'Done').getByRole('button', { name: 'gamma', exact: true }),
  ).toBeVisible();
  await expect(
    entries(owner).filter({ hasText: 'Bob Editor moved “gamma” from To do to Done' }),
  ).toHaveCount(1);
  await cardButton(editor, 'gamma').click();
  const details = editor.getByRole('dialog', { name: 'gamma' });
  await details.getByRole('textbox', { name: 'Write a comment' }).fill('Looks done to me');
  await details.getByRole('button', { name: 'Add comment' }).click();
  await expect(entries(owner).filter({ hasText: 'Bob Editor commented on “gamma”' })).toHaveCount(
    1,
  );
  await details.getByRole('button', { name: 'Close' }).first().click();

  // 5. The card's own history: gamma's entries only.
  await owner.getByRole('button', { name: 'Close' }).first().click();
  await cardButton(owner, 'gamma').click();
  const ownerDetails = owner.getByRole('dialog', { name: 'gamma' });
  const history = ownerDetails.getByRole('list', { name: 'Card activity' }).getByRole('listitem');
  await expect(history.filter({ hasText: 'moved “gamma” from To do to Done' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'commented on “gamma”' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'alpha' })).toHaveCount(0);
  await ownerDetails.getByRole('button', { name: 'Close' }).first().click();

  // Every entry is on the server, one per edit, written by its author.
  const stored = await listDocuments(`boards/${boardId}/activity`);
  expect(stored.length).toBeGreaterThanOrEqual(9);

  // 6. The owner leaves; the editor changes beta; back on the board, beta is marked as changed
  // since the last visit, and a card nobody touched meanwhile is not.
  await owner.goto('/dashboard');
  await expect(owner.getByRole('link', { name: BOARD })).toBeVisible();
  await renameCard(editor, 'beta 3', 'beta 4');
  await expect.poll(() => storedTitle(boardId, betaId)).toBe('beta 4');
  await owner.getByRole('link', { name: BOARD }).click();
  const beta = cardsIn(list(owner, 'To do')).filter({ has: cardButton(owner, 'beta 4') });
  await expect(beta.getByRole('img', { name: /since your last visit/ })).toBeVisible();
  const alpha = cardsIn(list(owner, 'To do')).filter({ has: cardButton(owner, 'alpha') });
  await expect(alpha.getByRole('img', { name: /since your last visit/ })).toHaveCount(0);
});
