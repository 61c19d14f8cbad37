// Issue 10: comments and assignees on a shared board, in two browsers against the emulators and
// the real firestore.rules. An editor's comment (with markup and a line break) reaches the owner
// live and shows as text; its author edits it (and undoes and redoes the edit), the owner (who
// may not edit it) deletes it; the owner assigns the editor, whose initials show on the card and
// whose "Assigned to me" keeps only that card; and comments forced past the app as someone else
// are refused.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { e2eEnvironment } from './environment';
import { listDocuments, readDocument, uidForEmail, uniqueEmail } from './emulatorAdmin';
import { accept, idTokenOf, invite, writeAs } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Commented plan';
const CARD = 'Launch';
const OTHER_CARD = 'Nobody’s';

/** Opens a card's details from its tile and returns the dialog. */
async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

/** An ID token for a new account made through the Auth emulator's REST API: nobody's member. */
async function strangerToken(): Promise<{ uid: string; token: string }> {
  const { authEmulatorUrl } = e2eEnvironment;
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('stranger'),
        password: 'stranger-password',
        returnSecureToken: true,
      }),
    },
  );
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, token: body.idToken };
}

// Each person's browser context, closed after the test so that its live listeners do not keep
// running (and taking the machine's time) under the tests that follow.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test('an editor comments, the owner sees it live and deletes it, and assigns the editor', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('owner');
  const editorEmail = uniqueEmail('editor');
  const newPerson = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  };
  const owner = await newPerson();
  const editor = await newPerson();

  // 1. The owner makes a board with a list and two cards, and invites an editor, who accepts.
  await owner.goto('/');
  await signInAs(owner, ownerEmail, 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', [CARD, OTHER_CARD]);
  const cardId = (await cardsIn(list(owner, 'To do'))
    .filter({ has: owner.getByRole('button', { name: CARD, exact: true }) })
    .getAttribute('data-card-id'))!;
  expect(cardId).toBeTruthy();
  await invite(owner, editorEmail, 'Editor');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Eddie Editor');
  await accept(editor, BOARD);
  const ownerUid = (await uidForEmail(ownerEmail))!;
  const editorUid = (await uidForEmail(editorEmail))!;
  expect(ownerUid).toBeTruthy();
  expect(editorUid).toBeTruthy();
  await editor.getByRole('link', { name: BOARD }).click();
  await expect(
    list(editor, 'To do').getByRole('button', { name: CARD, exact: true }),
  ).toBeVisible();

  // 2. Both open the card; the editor's comment reaches the owner live, as text.
  const ownerDetails = await openCard(owner, CARD);
  await expect(ownerDetails.getByText('No comments yet.')).toBeVisible();
  const editorDetails = await openCard(editor, CARD);
  const text = 'Ship it <b>bold</b>\nthen tell everyone';
  await editorDetails.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  const byEditor = (page: Page) =>
    page
      .getByRole('dialog', { name: CARD })
      .getByRole('listitem', { name: 'Comment by Eddie Editor' });
  // Timed from the editor's click to the comment on the owner's screen.
  const started = Date.now();
  await editorDetails.getByRole('button', { name: 'Add comment' }).click();
  await expect(byEditor(owner)).toContainText('Ship it <b>bold</b>', { timeout: 5_000 });
  const latencyMs = Date.now() - started;
  // Logged, not held to a tight bound: on a busy machine it varies (the 5 s wait is the bound,
  // and live it must be, as the owner never reloads).
  console.log(`editor's comment reached the owner in ${latencyMs} ms`);
  // Shown as text: the markup is there literally, no element made of it, the line break kept.
  await expect(byEditor(owner).getByText('Ship it <b>bold</b>')).toBeVisible();
  await expect(byEditor(owner).locator('b')).toHaveCount(0);
  expect(await byEditor(owner).locator('p').last().innerText()).toBe(text);
  await expect(byEditor(editor)).toContainText('Ship it <b>bold</b>');
  // On the server: one comment, the editor's, as typed.
  const commentsPath = `boards/${boardId}/cards/${cardId}/comments`;
  await expect.poll(async () => (await listDocuments(commentsPath)).length).toBe(1);
  const [stored] = await listDocuments(commentsPath);
  expect(stored!.data).toMatchObject({ authorId: editorUid, authorName: 'Eddie Editor', text });
  // The card counts it (issue 31 §3), and its tile says so once the card is closed.
  const cardPath = `boards/${boardId}/cards/${cardId}`;
  await expect.poll(async () => (await readDocument(cardPath))?.data.commentCount).toBe(1);
  await ownerDetails.getByRole('button', { name: 'Close' }).click();
  await expect(ownerDetails).toBeHidden();
  const ownerTile = (title: string) =>
    cardsIn(list(owner, 'To do')).filter({
      has: owner.getByRole('button', { name: title, exact: true }),
    });
  await expect(ownerTile(CARD).getByRole('img', { name: '1 comment' })).toHaveText('💬 1');
  await expect(ownerTile(OTHER_CARD).getByRole('img', { name: /comment/ })).toHaveCount(0);
  await openCard(owner, CARD);

  // 3. The editor edits their comment; the owner sees the edit.
  await byEditor(editor).getByRole('button', { name: 'Edit comment' }).click();
  const edited = 'Ship it on Monday';
  await byEditor(editor).getByRole('textbox', { name: 'Edit comment' }).fill(edited);
  await byEditor(editor).getByRole('button', { name: 'Save' }).click();
  await expect(byEditor(owner)).toContainText(edited);
  await expect(byEditor(owner)).not.toContainText('bold');
  await expect
    .poll(async () => (await listDocuments(commentsPath)).map((comment) => comment.data.text))
    .toEqual([edited]);
  // A comment's edit is undone like any edit (Ctrl+Z, out of the text field): the text before,
  // on both screens and the server; Ctrl+Shift+Z puts the edit back.
  await byEditor(editor).getByRole('button', { name: 'Edit comment' }).focus();
  await editor.keyboard.press('Control+z');
  await expect(editor.getByText('Undone: comment edit on ‘Launch’')).toBeVisible();
  await expect(byEditor(owner)).toContainText('Ship it <b>bold</b>');
  await expect
    .poll(async () => (await listDocuments(commentsPath)).map((comment) => comment.data.text))
    .toEqual([text]);
  await editor.keyboard.press('Control+Shift+z');
  await expect(byEditor(owner)).toContainText(edited);
  await expect
    .poll(async () => (await listDocuments(commentsPath)).map((comment) => comment.data.text))
    .toEqual([edited]);
  // The owner may not edit someone else's comment, but may delete it: gone everywhere.
  await expect(byEditor(owner).getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  await byEditor(owner).getByRole('button', { name: 'Delete comment' }).click();
  await expect(byEditor(owner)).toHaveCount(0);
  await expect(byEditor(editor)).toHaveCount(0);
  await expect(ownerDetails.getByText('No comments yet.')).toBeVisible();
  await expect(editorDetails.getByText('No comments yet.')).toBeVisible();
  await expect.poll(async () => (await listDocuments(commentsPath)).length).toBe(0);
  // The undo and redo of the edit moved no count; the delete took it back to 0.
  await expect.poll(async () => (await readDocument(cardPath))?.data.commentCount).toBe(0);

  // 4. The owner assigns the editor in the card's details; the card face shows their initials.
  const assignEditor = ownerDetails.getByRole('button', { name: 'Assign Eddie Editor' });
  await expect(assignEditor).toHaveAttribute('aria-pressed', 'false');
  await assignEditor.click();
  await expect(assignEditor).toHaveAttribute('aria-pressed', 'true');
  await ownerDetails.getByRole('button', { name: 'Close' }).click();
  await expect(ownerDetails).toBeHidden();
  const ownerCard = cardsIn(list(owner, 'To do')).filter({
    has: owner.getByRole('button', { name: CARD, exact: true }),
  });
  await expect(ownerCard.getByRole('img', { name: 'Assigned to Eddie Editor' })).toHaveText('EE');
  await expect
    .poll(async () => (await readDocument(`boards/${boardId}/cards/${cardId}`))?.data.assigneeIds)
    .toEqual([editorUid]);
  // The editor, with "Assigned to me", sees that card only.
  await editorDetails.getByRole('button', { name: 'Close' }).click();
  await expect(editorDetails).toBeHidden();
  const editorCards = cardsIn(list(editor, 'To do'));
  await expect(editorCards).toHaveCount(2);
  await expect(editorCards.getByRole('img', { name: 'Assigned to Eddie Editor' })).toHaveCount(1);
  const assignedToMe = editor.getByRole('button', { name: 'Assigned to me' });
  await assignedToMe.click();
  await expect(assignedToMe).toHaveAttribute('aria-pressed', 'true');
  await expect(editorCards).toHaveCount(1);
  await expect(editorCards.getByRole('button', { name: CARD, exact: true })).toBeVisible();
  await expect(editor.getByRole('button', { name: OTHER_CARD, exact: true })).toHaveCount(0);
  await assignedToMe.click();
  await expect(editorCards).toHaveCount(2);

  // 5. Comments forced past the app: an editor speaking as the owner, and a stranger, are
  // refused. The same write as the editor themselves passes, so the refusals are the rules'.
  const comment = (authorId: string, authorName: string) => ({
    authorId,
    authorName,
    text: 'Forced past the app',
    createdAt: { serverTime: true as const },
    updatedAt: { serverTime: true as const },
  });
  const editorToken = await idTokenOf(editor);
  const forged = await writeAs(editorToken, `${commentsPath}/forged`, comment(ownerUid, 'Olive'));
  expect(forged.status).toBe(403);
  const stranger = await strangerToken();
  const intruded = await writeAs(
    stranger.token,
    `${commentsPath}/intruder`,
    comment(stranger.uid, 'Stranger'),
  );
  expect(intruded.status).toBe(403);
  const own = await writeAs(editorToken, `${commentsPath}/own`, comment(editorUid, 'Eddie Editor'));
  expect(own.status).toBe(200);
  const storedIds = (await listDocuments(commentsPath)).map((doc) => doc.id);
  expect(storedIds).toEqual(['own']);
});
