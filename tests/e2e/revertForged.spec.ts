// Issue 30 §2: Revert writes only what its entry may change. An editor, past the app, writes
// over the Firestore REST API as themselves (so the rules apply) a card rename whose activity
// entry's stored edit also holds the board's title, and one that also holds `deleting`; both
// batches pass the rules (they can't read the JSON). The owner presses Revert on each in the
// Activity panel: the screen says it can't be reverted, and the board on the server is as it was.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { e2eEnvironment } from './environment';
import { readDocument, uidForEmail, uniqueEmail } from './emulatorAdmin';
import { accept, idTokenOf, invite } from './sharingActions';
import { signInAs } from './signIn';
import { encodeFields } from '../../scripts/lib/firestoreRest.mjs';

const BOARD = 'Trusted board';

const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });
const cardButton = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true });

interface Forged {
  boardId: string;
  cardId: string;
  listId: string;
  from: string;
  to: string;
  /** The board's fields the forged entry claims the rename also changed: [before, after]. */
  board: [Record<string, unknown>, Record<string, unknown>];
}

/**
 * The editor's batch, as the app would write a rename (the card's title and updatedAt, and its
 * activity entry at the server's time), but with the entry's `changes` also naming the board.
 */
async function writeForgedRename(token: string, uid: string, forged: Forged) {
  const { firestoreEmulatorUrl, projectId } = e2eEnvironment;
  const database = `projects/${projectId}/databases/(default)`;
  const name = (path: string) => `${database}/documents/${path}`;
  const base = `boards/${forged.boardId}`;
  const changes = [
    { doc: 'card', id: forged.cardId, before: { title: forged.from }, after: { title: forged.to } },
    { doc: 'board', id: forged.boardId, before: forged.board[0], after: forged.board[1] },
  ];
  const entry = {
    authorId: uid,
    authorName: 'Bob Editor',
    kind: 'cardRename',
    cardId: forged.cardId,
    listId: forged.listId,
    subject: forged.from,
    field: 'title',
    before: forged.from,
    after: forged.to,
    words: { list: 'To do' },
    changes: JSON.stringify(changes),
    revertOf: null,
  };
  const now = (fieldPath: string) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' });
  return fetch(`${firestoreEmulatorUrl}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: name(`${base}/cards/${forged.cardId}`),
            fields: encodeFields({ title: forged.to }),
          },
          updateMask: { fieldPaths: ['title'] },
          updateTransforms: [now('updatedAt')],
          currentDocument: { exists: true },
        },
        {
          update: {
            name: name(`${base}/activity/forged-${Date.now()}`),
            fields: encodeFields(entry),
          },
          updateTransforms: [now('at')],
          currentDocument: { exists: false },
        },
      ],
    }),
  });
}

test('a forged activity entry can’t make the owner’s Revert change the board', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  const editorEmail = uniqueEmail('forger');

  await owner.goto('/');
  await signInAs(owner, uniqueEmail('trusting-owner'), 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['alpha']);
  const alpha = cardsIn(list(owner, 'To do')).filter({ has: cardButton(owner, 'alpha') });
  const cardId = (await alpha.getAttribute('data-card-id'))!;
  // Once the card has reached the server (the app writes it in the background).
  const storedCard = () => readDocument(`boards/${boardId}/cards/${cardId}`);
  await expect.poll(async () => (await storedCard())?.data.title).toBe('alpha');
  const listId = (await storedCard())!.data.listId as string;
  await invite(owner, editorEmail, 'Editor');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Bob Editor');
  await accept(editor, BOARD);
  const editorUid = (await uidForEmail(editorEmail))!;
  const token = await idTokenOf(editor);
  const boardBefore = (await readDocument(`boards/${boardId}`))!.data;

  await owner.getByRole('button', { name: 'Activity', exact: true }).click();
  await expect(feed(owner)).toBeVisible();

  const cases: [string, string, Forged['board']][] = [
    ['alpha', 'alpha by bob', [{ title: 'Renamed by Bob' }, { title: BOARD }]],
    ['alpha by bob', 'alpha again', [{ deleting: true }, { deleting: false }]],
  ];
  for (const [from, to, board] of cases) {
    // The rules take the batch: the card and its entry, by an editor, as themselves.
    const written = await writeForgedRename(token, editorUid, {
      boardId,
      cardId,
      listId,
      from,
      to,
      board,
    });
    expect(written.status, await written.clone().text()).toBe(200);
    await expect(cardButton(owner, to)).toBeVisible();
    const entry = feed(owner)
      .getByRole('listitem')
      .filter({ hasText: `Bob Editor renamed card “${from}” to “${to}”` });
    await expect(entry).toHaveCount(1);

    await entry.getByRole('button', { name: /^Revert/ }).click();
    await expect(owner.getByText('This change can’t be reverted.').last()).toBeVisible();
    // Nothing was written: the board as it was, on screen and on the server, and the card too.
    await expect(owner.getByRole('heading', { name: BOARD })).toBeVisible();
    await expect(cardButton(owner, to)).toBeVisible();
    const boardNow = (await readDocument(`boards/${boardId}`))!.data;
    expect(boardNow.title).toBe(BOARD);
    expect(boardNow.deleting).toBe(false);
    expect(boardNow.ownerId).toBe(boardBefore.ownerId);
    expect(boardNow.members).toEqual(boardBefore.members);
    expect((await readDocument(`boards/${boardId}/cards/${cardId}`))!.data.title).toBe(to);
  }
  // No revert entry was written for either.
  await expect(feed(owner).getByRole('listitem').filter({ hasText: 'reverted' })).toHaveCount(0);
});
