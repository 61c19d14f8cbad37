// The board's Activity, read: entries seeded on the server as another member's edits (the
// edit pipeline writes them in the app) show in the header's Activity panel newest first, with
// Revert for the owner and a filter by person; a card's details list that card's entries only;
// and a card someone else changed since the person last opened the board is marked so.
// Members read boards/{id}/activity under firestore.rules' `activity` match (the edit pipeline's).
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, boardRoot, cardsIn, createBoard, list } from './boardActions';
import {
  listDocuments,
  readDocument,
  setDocuments,
  uidForEmail,
  uniqueEmail,
} from './emulatorAdmin';
import { signInAs } from './signIn';

const BOB = { uid: 'bob-e2e-uid', name: 'Bob Editor' };

interface SeededEntry {
  authorId: string;
  authorName: string;
  at: Date;
  kind: string;
  cardId: string | null;
  subject: string;
  before?: string | null;
  after?: string | null;
  words?: Record<string, string>;
  changes?: string;
}

/** Stores entries as the edit pipeline writes them, in one commit. */
async function seedEntries(boardId: string, entries: Record<string, SeededEntry>) {
  await setDocuments(
    Object.fromEntries(
      Object.entries(entries).map(([id, entry]) => [
        `boards/${boardId}/activity/${id}`,
        {
          listId: null,
          field: null,
          before: null,
          after: null,
          words: {},
          changes: '',
          revertOf: null,
          ...entry,
        },
      ]),
    ),
  );
}

const cardIdOf = async (page: Page, title: string) =>
  (await cardsIn(list(page, 'To do'))
    .filter({ has: page.getByRole('button', { name: title, exact: true }) })
    .getAttribute('data-card-id'))!;

test('the Activity panel, a card’s Activity and “Changed since your last visit”', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('owner');
  await page.goto('/');
  await signInAs(page, email, 'Olive Owner');
  const boardId = await createBoard(page, 'Watched plan');
  await addLists(page, ['To do', 'Done']);
  await addCards(page, 'To do', ['alpha', 'beta', 'gamma']);
  const uid = (await uidForEmail(email))!;
  const alpha = await cardIdOf(page, 'alpha');
  const beta = await cardIdOf(page, 'beta');
  const gamma = await cardIdOf(page, 'gamma');

  // Opening the board recorded this visit, at the server's time.
  let visitedAt = '';
  await expect
    .poll(async () => {
      const visit = await readDocument(`users/${uid}/boardVisits/${boardId}`);
      visitedAt = typeof visit?.data.at === 'string' ? visit.data.at : '';
      return visitedAt;
    })
    .not.toBe('');

  // Then, after that visit: Bob renames alpha and moves beta; Olive (elsewhere) comments on gamma.
  // After the visit and after the board's own entries (Olive's adds, written during it).
  await expect.poll(async () => (await listDocuments(`boards/${boardId}/activity`)).length).toBe(5);
  const base = Math.max(Date.parse(visitedAt), Date.now());
  const after = (seconds: number) => new Date(base + seconds * 1000);
  await seedEntries(boardId, {
    e1: {
      authorId: BOB.uid,
      authorName: BOB.name,
      at: after(1),
      kind: 'cardRename',
      cardId: alpha,
      subject: 'alpha',
      before: 'alpha',
      after: 'alpha by bob',
      changes: JSON.stringify([
        { doc: 'card', id: alpha, before: { title: 'alpha' }, after: { title: 'alpha by bob' } },
      ]),
    },
    e2: {
      authorId: uid,
      authorName: 'Olive Owner',
      at: after(2),
      kind: 'commentAdd',
      cardId: gamma,
      subject: 'gamma',
    },
    e3: {
      authorId: BOB.uid,
      authorName: BOB.name,
      at: after(3),
      kind: 'cardMove',
      cardId: beta,
      subject: '<img src=x onerror=alert(1)>beta',
      words: { fromList: 'To do', toList: 'Done' },
    },
  });

  // Back on the board: Bob's cards are marked, the one Olive changed herself is not.
  await page.reload();
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  const marker = (title: string) =>
    cardsIn(list(page, 'To do'))
      .filter({ has: page.getByRole('button', { name: title, exact: true }) })
      .getByRole('img', { name: 'Changed since your last visit' });
  await expect(marker('alpha')).toBeVisible();
  await expect(marker('beta')).toBeVisible();
  await expect(marker('gamma')).toHaveCount(0);

  // The panel: newest first, words as text, Revert where the entry keeps its edit.
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Activity' });
  const items = panel.getByRole('listitem');
  // The three above, then Olive's own two lists and three cards, written as she made them.
  await expect(items).toHaveCount(8);
  await expect(items.nth(7)).toContainText('Olive Owner added list “To do”');
  await expect(items.nth(0)).toContainText(
    'Bob Editor moved “<img src=x onerror=alert(1)>beta” from To do to Done',
  );
  await expect(items.nth(0)).toContainText(/just now|1 minute ago/);
  await expect(items.nth(1)).toContainText('Olive Owner commented on “gamma”');
  await expect(items.nth(2)).toContainText('Bob Editor renamed card “alpha” to “alpha by bob”');
  await expect(panel.locator('img')).toHaveCount(0);
  // Of the seeded ones, only the rename keeps its edit (the others were seeded without).
  for (const index of [0, 1]) {
    await expect(items.nth(index).getByRole('button', { name: /^Revert/ })).toHaveCount(0);
  }
  await expect(
    panel.getByRole('button', { name: 'Revert: renamed card “alpha” to “alpha by bob”' }),
  ).toBeVisible();

  // A new entry arrives live.
  await seedEntries(boardId, {
    e4: {
      authorId: BOB.uid,
      authorName: BOB.name,
      // After the three above (seeded a few seconds after the visit), whatever the clock says.
      at: after(10),
      kind: 'listRename',
      cardId: null,
      subject: 'Done',
      before: 'Done',
      after: 'Shipped',
    },
  });
  await expect(items).toHaveCount(9);
  await expect(items.nth(0)).toContainText('Bob Editor renamed list “Done” to “Shipped”');

  // One person's only.
  await panel.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Olive Owner' });
  await expect(items).toHaveCount(6);
  await expect(items.nth(0)).toContainText('Olive Owner commented on “gamma”');
  await expect(items.filter({ hasText: 'Bob Editor' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

  // A card's details: that card's entries only.
  await list(page, 'To do').getByRole('button', { name: 'alpha', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'alpha' });
  const section = dialog.getByRole('region', { name: 'Activity' });
  // Bob's rename and Olive's add of it, newest first.
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem').first()).toContainText(
    'Bob Editor renamed card “alpha” to “alpha by bob”',
  );
  await expect(section.getByRole('listitem').last()).toContainText(
    'Olive Owner added card “alpha”',
  );
});
