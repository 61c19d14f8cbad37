import { expect, test } from '@playwright/test';
import {
  addCards,
  addLists,
  boardRoot,
  cardHandle,
  cardsIn,
  createBoard,
  dragWithPointer,
  list,
  moveWithKeyboard,
} from './boardActions';
import {
  listDocuments,
  patchDocument,
  readCounts,
  readDocument,
  readUserRecord,
  seedBoard,
  uidForEmail,
  uniqueEmail,
} from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { openSignInPopup, signInAs, signOut } from './signIn';

/** Titles of the cards a list shows, in order. */
const titlesOf = (column: ReturnType<typeof list>) =>
  cardsIn(column).evaluateAll((cards) =>
    cards.map((card) => card.querySelector('[data-card-title]')?.textContent ?? card.textContent),
  );

test.describe('boards, lists and cards', () => {
  test('create a board, lists and cards; move cards by pointer and keyboard; reload finds it all', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('kim'), 'Kim');
    const boardId = await createBoard(page, 'Launch plan');
    await expect(page.getByRole('heading', { name: 'Launch plan' })).toBeVisible();

    await addLists(page, ['To do', 'Doing']);
    await addCards(page, 'To do', ['Write brief', 'Book venue', '<b>Not bold</b>']);
    const todo = list(page, 'To do');
    const doing = list(page, 'Doing');
    // Text that looks like HTML stays text.
    await expect(todo.getByText('<b>Not bold</b>')).toBeVisible();

    // Pointer: drag "Book venue" into the empty "Doing" list.
    await dragWithPointer(
      page,
      cardsIn(todo).filter({ hasText: 'Book venue' }),
      doing.getByTestId('list-cards'),
    );
    await expect(cardsIn(doing)).toHaveCount(1);
    await expect(cardsIn(doing).first()).toContainText('Book venue');

    // Keyboard: lift "Write brief" with Space, move it one list right, drop it.
    const writeBrief = cardsIn(todo).filter({ hasText: 'Write brief' });
    await moveWithKeyboard(page, cardHandle(writeBrief), ['ArrowRight']);
    await expect(cardsIn(doing)).toHaveCount(2);
    await expect(cardsIn(todo)).toHaveCount(1);

    const doingOrder = await titlesOf(doing);
    expect([...doingOrder].sort()).toEqual(['Book venue', 'Write brief']);

    // The server has each card in its list.
    const lists = await listDocuments(`boards/${boardId}/lists`);
    const doingId = lists.find((doc) => doc.data.title === 'Doing')!.id;
    await expect
      .poll(async () =>
        (await listDocuments(`boards/${boardId}/cards`))
          .filter((doc) => doc.data.listId === doingId)
          .map((doc) => doc.data.title)
          .sort(),
      )
      .toEqual(['Book venue', 'Write brief']);
    expect((await readCounts(boardId))?.cardCount).toBe(3);
    // Counted on the counts document: the board document (which dashboards follow) kept its 0.
    expect((await readDocument(`boards/${boardId}`))?.data.cardCount).toBe(0);

    await page.reload();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    await expect(cardsIn(list(page, 'To do'))).toHaveCount(1);
    expect(await titlesOf(list(page, 'Doing'))).toEqual(doingOrder);
  });

  test('a list moves by keyboard from its header’s move handle', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('ren'), 'Ren');
    const boardId = await createBoard(page, 'Reordered');
    await addLists(page, ['First', 'Second', 'Third']);
    const columnTitles = () =>
      page.locator('[data-list-id]').evaluateAll((lists) => lists.map((l) => l.ariaLabel));

    await moveWithKeyboard(page, page.getByRole('button', { name: 'Move list First' }), [
      'ArrowRight',
    ]);
    await expect.poll(columnTitles).toEqual(['Second', 'First', 'Third']);
    await expect
      .poll(async () =>
        (await listDocuments(`boards/${boardId}/lists`))
          .sort((a, b) => (String(a.data.rank) < String(b.data.rank) ? -1 : 1))
          .map((doc) => doc.data.title),
      )
      .toEqual(['Second', 'First', 'Third']);
  });

  test('a second tab and another device see changes live', async ({ page, context }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('lee'), 'Lee');
    const boardId = await createBoard(page, 'Shared view');
    await addLists(page, ['Inbox']);

    const second = await context.newPage();
    await second.goto(`/boards/${boardId}`);
    await expect(boardRoot(second)).toHaveAttribute('data-status', 'ready');
    await expect(list(second, 'Inbox')).toBeVisible();

    await addCards(page, 'Inbox', ['Made in tab one']);
    await expect(cardsIn(list(second, 'Inbox'))).toContainText(['Made in tab one'], {
      timeout: 3_000,
    });

    // Another device: a write straight to the server. The second tab can show the card from
    // the tabs' shared cache before the first tab's write has reached the server, so wait for it.
    await expect
      .poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length, { timeout: 5_000 })
      .toBe(1);
    const [card] = await listDocuments(`boards/${boardId}/cards`);
    await patchDocument(`boards/${boardId}/cards/${card!.id}`, { title: 'Renamed elsewhere' });
    await expect(cardsIn(list(second, 'Inbox'))).toContainText(['Renamed elsewhere'], {
      timeout: 3_000,
    });
    await expect(cardsIn(list(page, 'Inbox'))).toContainText(['Renamed elsewhere'], {
      timeout: 3_000,
    });
  });

  test('offline: an edit shows at once, survives a reload, and reaches the server on return', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('ola'), 'Ola');
    const boardId = await createBoard(page, 'Travel');
    await addLists(page, ['Packing']);
    await addCards(page, 'Packing', ['Passport']);
    await expect.poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length).toBe(1);

    // The network goes: the browser says offline, and Firestore cannot be reached.
    const firestoreTraffic = `${e2eEnvironment.firestoreEmulatorUrl}/**`;
    await page.route(firestoreTraffic, (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    await addCards(page, 'Packing', ['Charger']);
    const packing = list(page, 'Packing');
    await expect(cardsIn(packing)).toContainText(['Passport', 'Charger']);
    await expect(page.getByRole('status').filter({ hasText: /change.? waiting/ })).toBeVisible();

    // Reload with Firestore still unreachable: the edit comes back from the local cache.
    await context.setOffline(false);
    await page.reload();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    await expect(cardsIn(list(page, 'Packing'))).toContainText(['Passport', 'Charger']);
    expect((await listDocuments(`boards/${boardId}/cards`)).length).toBe(1);

    // The network returns: the waiting change reaches the server.
    await page.unroute(firestoreTraffic);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await listDocuments(`boards/${boardId}/cards`)).map((doc) => doc.data.title).sort(),
        { timeout: 30_000 },
      )
      .toEqual(['Charger', 'Passport']);
  });

  test('deleting a board leaves nothing of it on the server', async ({ page }) => {
    const email = uniqueEmail('max');
    await page.goto('/');
    await signInAs(page, email, 'Max');
    const boardId = await createBoard(page, 'Short-lived');
    await addLists(page, ['One', 'Two']);
    await addCards(page, 'One', ['a', 'b', 'c']);
    await expect.poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length).toBe(3);
    expect(await readCounts(boardId)).toEqual({ cardCount: 3, listCount: 2 });

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Delete Short-lived' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Short-lived');
    await dialog.getByRole('button', { name: 'Delete board' }).click();
    await expect(page.getByRole('link', { name: /Short-lived/ })).toHaveCount(0);

    const uid = (await uidForEmail(email))!;
    await expect.poll(async () => readDocument(`boards/${boardId}`)).toBeNull();
    expect(await listDocuments(`boards/${boardId}/cards`)).toEqual([]);
    expect(await listDocuments(`boards/${boardId}/lists`)).toEqual([]);
    expect(await readDocument(`boards/${boardId}/meta/counts`)).toBeNull();
    expect((await readUserRecord(uid))?.boards).toEqual([]);
  });

  test('someone else’s board is “not found”, never shown', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('owner'), 'Owner');
    const boardId = await createBoard(page, 'Private plans');
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);

    const popup = await openSignInPopup(page);
    await popup.getByLabel('Email').fill(uniqueEmail('visitor'));
    await popup.getByLabel('Display name').fill('Visitor');
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/boards/${boardId}`);
    await expect(page.getByRole('heading', { name: 'Board not found' })).toBeVisible();
    await expect(page.getByText('Private plans')).toHaveCount(0);

    await page.goto('/boards/no-such-board');
    await expect(page.getByRole('heading', { name: 'Board not found' })).toBeVisible();
  });

  test('refused input says why and keeps what was typed', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('val'), 'Val');
    await page.getByRole('button', { name: 'Create board' }).first().click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Board name');
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toContainText('can’t be empty');
    await expect(name).toHaveValue('   ');

    const tooLong = 'x'.repeat(101);
    await name.fill(tooLong);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toContainText('at most 100 characters');
    await expect(name).toHaveValue(tooLong);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a big board shows each list’s first cards, then every card; a card added goes last', async ({
    page,
  }) => {
    const email = uniqueEmail('big');
    await page.goto('/');
    await signInAs(page, email, 'Big');
    const uid = (await uidForEmail(email))!;
    // Over 500 cards: this device has never seen it, so each list's first cards come first.
    const { boardId, lists, cards } = await seedBoard(uid, { lists: 2, cards: 600 });

    await page.goto(`/boards/${boardId}`);
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    for (const { id, data } of lists) {
      const title = data.title;
      const firstCard = cards.find((card) => card.data.listId === id)!;
      await expect(cardsIn(list(page, title))).toHaveCount(40);
      await expect(cardsIn(list(page, title)).first()).toContainText(firstCard.data.title);
      // Every card has arrived once the list counts all of them.
      await expect(
        list(page, title).getByRole('button', { name: /Showing 40 of 300 cards/ }),
      ).toBeVisible();
    }
    await expect(page.getByText('Loading more cards…')).toHaveCount(0);

    // Scrolling to a list's end brings its next cards, without a click.
    const second = list(page, 'List 2');
    await second.getByTestId('list-cards').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect(second.getByRole('button', { name: /Showing 80 of 300 cards/ })).toBeVisible();
    await expect(cardsIn(second)).toHaveCount(80);

    // Quick add (the new card lands beyond the cards shown, so it is counted, not shown; the
    // composer at the list's end may bring the next 40 into view as it scrolls there).
    const first = list(page, 'List 1');
    await first.getByRole('button', { name: 'Add a card' }).click();
    await first.getByLabel('Card title').fill('Added last');
    await first.getByLabel('Card title').press('Enter');
    await expect(first.getByLabel('Card title')).toHaveValue('');
    await expect(
      list(page, 'List 1').getByRole('button', { name: /Showing \d+ of 301 cards/ }),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const cards = (await listDocuments(`boards/${boardId}/cards`))
          .filter((card) => card.data.listId === lists[0]!.id)
          .sort((a, b) => (String(a.data.rank) < String(b.data.rank) ? -1 : 1));
        return cards.at(-1)?.data.title;
      })
      .toBe('Added last');
  });
});
