// Issue 31 §3 and issue 32 §5: a due time set in the card's details shows on the tile, and the
// server's due reminder reaches an assignee whose app is closed. The owner assigns Bob a card due
// in two hours; Bob's app is closed; the server's due run (scripts/dueEmulators.mjs --once, as
// dueTick runs every 15 minutes) writes the reminder; Bob opens the app: it is in his inbox.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { accept, invite } from './sharingActions';
import { signInAs } from './signIn';

const BOARD = 'Due board';
const CARD = 'Send the invoices';

const inboxButton = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const pad = (n: number) => String(n).padStart(2, '0');

/** The server's due run, once, against this run's Firestore emulator. */
function runDueReminders() {
  execFileSync(
    process.execPath,
    [path.join(__dirname, '../../scripts/dueEmulators.mjs'), '--once'],
    {
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: new URL(e2eEnvironment.firestoreEmulatorUrl).host,
        GCLOUD_PROJECT: e2eEnvironment.projectId,
        METADATA_SERVER_DETECTION: 'none',
      },
      stdio: 'inherit',
    },
  );
}

test('a due time shows on the tile, and the server reminds the assignee with the app closed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  const bobContext = await browser.newContext();
  let bob = await bobContext.newPage();
  const bobEmail = uniqueEmail('reminded-bob');
  await owner.goto('/');
  await signInAs(owner, uniqueEmail('due-owner'), 'Olive Owner');
  const boardId = await createBoard(owner, BOARD);
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', [CARD]);
  await invite(owner, bobEmail, 'Editor');
  await bob.goto('/');
  await signInAs(bob, bobEmail, 'Bob Editor');
  await accept(bob, BOARD);
  await expect(inboxButton(bob)).toBeVisible();
  // Bob's app is closed from here on.
  await bob.close();

  // Due in two hours (this machine's zone, as the browser's), assigned to Bob.
  const due = new Date(Date.now() + 2 * 3_600_000);
  const day = `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
  const time = `${pad(due.getHours())}:${pad(due.getMinutes())}`;
  await list(owner, 'To do').getByRole('button', { name: CARD, exact: true }).click();
  const details = owner.getByRole('dialog', { name: CARD });
  await expect(details).toHaveAttribute('data-state', 'open');
  await details.getByRole('button', { name: 'Assign Bob Editor' }).click();
  await details.getByRole('textbox', { name: 'Due date' }).fill(day);
  const timeField = details.getByLabel('Due time');
  await timeField.fill(time);
  await timeField.blur();
  const shown = new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(
    new Date(due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()),
  );
  await expect(details.getByRole('status').filter({ hasText: `Due ${shown}` })).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(list(owner, 'To do').getByRole('button', { name: CARD, exact: true })).toContainText(
    shown,
  );
  // On the server: the card's time, its assignee and its instant (written with the due change).
  await expect
    .poll(async () => {
      const [card] = await listDocuments(`boards/${boardId}/cards`);
      return [card?.data.dueTime, (card?.data.assigneeIds as string[] | undefined)?.length];
    })
    .toEqual([time, 1]);

  runDueReminders();
  runDueReminders(); // A second run tells nobody twice.

  bob = await bobContext.newPage();
  await bob.goto('/dashboard');
  await expect(inboxButton(bob)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await inboxButton(bob).click();
  const panel = bob.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').filter({ hasText: `“${CARD}” is due` })).toHaveCount(1);
  await bobContext.close();
  await owner.context().close();
});
