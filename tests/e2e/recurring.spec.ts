// Issue 32 §3: a card that repeats every day, due yesterday: the server's run (dueTick's,
// which npm start runs every minute; called here at once) makes the next card, which appears on
// the open board live, due the day after, while the old card stops repeating.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { e2eEnvironment } from './environment';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** The server's run, as dueTick calls it, against the tests' emulators (compiled functions/lib). */
async function runRecurrencesNow() {
  process.env.FIRESTORE_EMULATOR_HOST = new URL(e2eEnvironment.firestoreEmulatorUrl).host;
  process.env.GCLOUD_PROJECT = e2eEnvironment.projectId;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const lib = path.resolve(__dirname, '../../functions/lib/functions/src');
  const { db } = await import(path.join(lib, 'lib/admin.js'));
  const { runRecurrences } = await import(path.join(lib, 'recurring/runRecurrences.js'));
  return runRecurrences(db(), { now: Date.now() });
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test('a daily card due yesterday gets its next card from the server, live', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('rae'), 'Rae');
  const boardId = await createBoard(page, 'Routines');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Water the plants']);
  const yesterday = utcDay(Date.now() - 86_400_000);

  await list(page, 'To do').getByRole('button', { name: 'Water the plants', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Water the plants' });
  await details.getByRole('textbox', { name: 'Due date' }).fill(yesterday);
  await details.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every day' });
  await expect
    .poll(async () => (await listDocuments(`boards/${boardId}/cards`))[0]?.data.repeat)
    .toBe('daily');
  await details.press('Escape');

  await runRecurrencesNow();
  const cards = cardsIn(list(page, 'To do'));
  await expect(cards).toHaveCount(2);
  await expect(cards).toHaveText([/Water the plants/, /Water the plants/]);
  const stored = (await listDocuments(`boards/${boardId}/cards`)).map((card) => card.data);
  expect(stored).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ due: yesterday }),
      expect.objectContaining({ due: utcDay(Date.now()), repeat: 'daily' }),
    ]),
  );
  expect(stored.filter((card) => card.repeat)).toHaveLength(1);
});
