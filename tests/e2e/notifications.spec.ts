// Issue 23: the inbox between two people, in two browsers against the emulators and the real
// firestore.rules. The owner assigns Bob a card: Bob's header says "Notifications, 1 unread"
// within 3 s, live; opening the item opens the board with that card's details and the count
// goes to 0. The owner's own actions never notify the owner.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { accept, invite } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Told board';
const CARD = 'Write the notes';

const inboxButton = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

test('an assignment reaches the assignee’s inbox live, opens the card, and never the actor’s', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  const bobEmail = uniqueEmail('notified-bob');

  await owner.goto('/');
  await signInAs(owner, uniqueEmail('notifying-owner'), 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', [CARD]);
  await invite(owner, bobEmail, 'Editor');
  await bob.goto('/');
  await signInAs(bob, bobEmail, 'Bob Editor');
  await accept(bob, BOARD);
  // Bob's dashboard header has the button; the invitation he found is his own notification.
  await expect(inboxButton(bob)).toBeVisible();
  await bob.getByRole('link', { name: BOARD }).click();
  await expect(list(bob, 'To do').getByRole('button', { name: CARD, exact: true })).toBeVisible();
  // Everything Bob's own client wrote for him (the invitation) read: from here the count is what
  // others do.
  const bobButton = inboxButton(bob);
  if ((await bobButton.getAttribute('aria-expanded')) === 'false') await bobButton.click();
  const bobPanel = bob.getByRole('region', { name: 'Notifications' });
  await expect(bobPanel).toBeVisible();
  const markAll = bobPanel.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) await markAll.click();
  await bobPanel.getByRole('button', { name: 'Close' }).click();
  await expect(inboxButton(bob)).toHaveAccessibleName('Notifications');

  // 1. The owner assigns Bob; Bob's header counts it, live.
  const details = await openCard(owner, CARD);
  const started = Date.now();
  await details.getByRole('button', { name: 'Assign Bob Editor' }).click();
  await expect(inboxButton(bob)).toHaveAccessibleName('Notifications, 1 unread', {
    timeout: 3_000,
  });
  const delayMs = Date.now() - started;
  console.log(`an assignment reached the assignee's header in ${delayMs} ms`);
  test.info().annotations.push({ type: 'assignment to badge', description: `${delayMs} ms` });

  // 2. Bob opens it from the dashboard: the board opens with the card's details, count 0.
  await bob.goto('/dashboard');
  await expect(inboxButton(bob)).toHaveAccessibleName('Notifications, 1 unread');
  await inboxButton(bob).click();
  const panel = bob.getByRole('region', { name: 'Notifications' });
  const item = panel
    .getByRole('listitem')
    .filter({ hasText: `Olive Owner assigned you to “${CARD}”` });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Unread');
  await expect(item).toContainText(`on board “${BOARD}”`);
  await item.getByRole('link').click();
  await expect(bob).toHaveURL(new RegExp(`/boards/${boardId}$`));
  await expect(bob.getByRole('dialog', { name: CARD })).toHaveAttribute('data-state', 'open');
  await expect(inboxButton(bob)).toHaveAccessibleName('Notifications');

  // 3. The owner's own actions never notify the owner: nothing in the owner's inbox.
  await owner.keyboard.press('Escape');
  await expect(inboxButton(owner)).toHaveAccessibleName('Notifications');
  const ownerUid = (await listDocuments(`boards/${boardId}/activity`))
    .map((entry) => entry.data.authorId as string)
    .find((uid) => uid);
  expect(ownerUid).toBeTruthy();
  expect(await listDocuments(`users/${ownerUid}/notifications`)).toEqual([]);
  // Bob's, on the server: the assignment, read.
  const bobsEntry = (await listDocuments(`boards/${boardId}/activity`)).find(
    (entry) => entry.data.kind === 'cardAssign',
  );
  expect(bobsEntry?.data.notified).toHaveLength(1);
});
