// Issue 23, mentions and watching, in a browser against the emulators and the real
// firestore.rules: a mention picked from the @ listbox by keyboard is stored in the comment as
// its token; the card's creator watches it, and the Watch toggle's state (and Watch board's)
// is on the server and survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list, openBoardMenu } from './boardActions';
import { listDocuments, readDocument, uidForEmail, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** The card's Watch toggle, by its name either way: “Watch”, or “Watching” while on. */
const WATCH_TOGGLE = /^(Watch|Watching)$/;

const BOARD = 'Watched plan';
const CARD = 'Launch';
const NAME = 'Wanda Watcher';

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

const watchersOf = async (path: string) =>
  ((await readDocument(path))?.data.watcherIds as string[] | undefined) ?? [];

test('a mention picked by keyboard is stored as its token; Watch and Watch board persist', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('watcher');
  await page.goto('/');
  await signInAs(page, email, NAME);
  const boardId = await createBoard(page, BOARD);
  await addLists(page, ['To do']);
  await addCards(page, 'To do', [CARD]);
  const uid = (await uidForEmail(email))!;
  const cardId = (await cardsIn(list(page, 'To do')).first().getAttribute('data-card-id'))!;
  const cardPath = `boards/${boardId}/cards/${cardId}`;

  // 1. The creator watches the card they made, stored with it.
  let details = await openCard(page, CARD);
  const watch = details.getByRole('button', { name: WATCH_TOGGLE });
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expect(watch).toContainText('Watching');
  await expect.poll(() => watchersOf(cardPath)).toEqual([uid]);

  // 2. Typing @ and part of a name opens the listbox; ArrowDown/Enter picks; the comment keeps
  // the token.
  const box = details.getByRole('textbox', { name: 'Write a comment' });
  await box.click();
  await box.pressSequentially('Over to @wan');
  const combobox = details.getByRole('combobox', { name: 'Write a comment' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const option = details.getByRole('listbox', { name: 'Mention someone' }).getByRole('option');
  await expect(option).toHaveText([NAME]);
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(details.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.type('now');
  const token = `@[${NAME}](${uid})`;
  // The box shows the name (issue 31 §2); the stored comment keeps the token.
  await expect(box).toHaveValue(`Over to @${NAME} now`);
  await details.getByRole('button', { name: 'Add comment' }).click();
  const commentsPath = `${cardPath}/comments`;
  await expect.poll(async () => (await listDocuments(commentsPath)).length).toBe(1);
  const [stored] = await listDocuments(commentsPath);
  expect(stored!.data).toMatchObject({ authorId: uid, text: `Over to ${token} now` });

  // 3. Stop watching, then watch again: each on the server; the pressed state survives a reload.
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await expect(watch).toHaveText('Watch');
  await expect.poll(() => watchersOf(cardPath)).toEqual([]);
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => watchersOf(cardPath)).toEqual([uid]);

  // 4. Watch board, too (in the board menu).
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  const watchBoard = (await openBoardMenu(page)).getByRole('menuitemcheckbox', {
    name: 'Watch board',
  });
  await expect(watchBoard).toHaveAttribute('aria-checked', 'false');
  await watchBoard.click();
  await expect.poll(() => watchersOf(`boards/${boardId}`)).toEqual([uid]);
  await expect(
    (await openBoardMenu(page)).getByRole('menuitemcheckbox', { name: 'Watch board' }),
  ).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  const menu = await openBoardMenu(page);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watch board' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Mute board' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.keyboard.press('Escape');
  details = await openCard(page, CARD);
  await expect(details.getByRole('button', { name: WATCH_TOGGLE })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
