// A change of this person's that the server has not taken yet stays on the screen when the
// server sends many cards at once. Firestore's cache is patched (patches/@firebase+firestore
// +*.patch) to skip its per-card look-up of waiting changes when a big batch arrives and no
// change is waiting at all; this is the case where one is waiting, and must still be found.
import { expect, test } from '@playwright/test';
import { cardsIn, list } from './boardActions';
import { readDocument, seedBoard, setDocuments, uidForEmail, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test('a rename still waiting to be sent stays on screen when the server changes twelve cards at once', async ({
  page,
}) => {
  const email = uniqueEmail('pending');
  await page.goto('/');
  await signInAs(page, email, 'Pia Pending');
  const uid = (await uidForEmail(email))!;
  const made = await seedBoard(uid, { lists: 1, cards: 12 });
  await page.goto(`/boards/${made.boardId}`);
  const cards = cardsIn(list(page, 'List 1'));
  await expect(cards).toHaveCount(12);

  // The server stops taking this page's writes (listening still works): the rename waits.
  await page.route('**/google.firestore.v1.Firestore/Write/**', (route) => route.abort());
  const first = made.cards[0]!;
  await page.getByRole('button', { name: `Rename card ${first.data.title}` }).click();
  const field = page.getByRole('textbox', { name: 'Edit card title' });
  await field.fill('Mine, not sent yet');
  await field.press('Enter');
  await expect(cards.filter({ hasText: 'Mine, not sent yet' })).toHaveCount(1);

  // Another device renames every card in one commit: one snapshot of twelve changed cards.
  const boardPath = `boards/${made.boardId}`;
  await setDocuments(
    Object.fromEntries(
      made.cards.map((card, index) => [
        `${boardPath}/cards/${card.id}`,
        { ...card.data, title: `Server ${index + 1}` },
      ]),
    ),
  );
  await expect(cards.filter({ hasText: 'Server 12' })).toHaveCount(1);
  // The other eleven show the server's titles; the waiting rename still shows this person's.
  await expect(cards.filter({ hasText: /Server \d+/ })).toHaveCount(11);
  await expect(cards.filter({ hasText: 'Mine, not sent yet' })).toHaveCount(1);

  // Once the server takes writes again, the rename lands there, and stays on the screen.
  await page.unroute('**/google.firestore.v1.Firestore/Write/**');
  await expect
    .poll(async () => (await readDocument(`${boardPath}/cards/${first.id}`))?.data.title, {
      timeout: 30_000,
    })
    .toBe('Mine, not sent yet');
  await expect(cards.filter({ hasText: 'Mine, not sent yet' })).toHaveCount(1);
});
