// Issue 11: undo and redo on the board page, checked on screen and on the server. A card moved
// by keyboard comes back with Ctrl+Z (and the time from the key to the card back in its list
// is printed); a rename undone in one tab leaves the description another tab wrote meanwhile;
// a list deleted with its cards comes back whole from one Undo.
import { expect, test, type Page } from '@playwright/test';
import {
  addCards,
  addLists,
  cardHandle,
  cardsIn,
  createBoard,
  dragAnnouncement,
  list,
} from './boardActions';
import { listDocuments, readCounts, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** The server's card with this title. */
async function storedCard(boardId: string, title: string) {
  const cards = await listDocuments(`boards/${boardId}/cards`);
  return cards.find((card) => card.data.title === title) ?? null;
}

const tile = (page: Page, listTitle: string, cardTitle: string) =>
  cardsIn(list(page, listTitle)).filter({ hasText: cardTitle });

/**
 * Starts a clock in the page at the next Ctrl+Z, and stops it when `cardTitle` is back in
 * `listTitle`'s column: what the person waits for, measured where it happens.
 */
async function timeUndoInPage(page: Page, listTitle: string, cardTitle: string) {
  await page.evaluate(
    ({ listTitle, cardTitle }) => {
      const record = window as unknown as { undoPressedAt?: number; undoShownAt?: number };
      const column = () =>
        [...document.querySelectorAll('[data-list-id]')].find(
          (region) => region.getAttribute('aria-label') === listTitle,
        ) ?? null;
      const isBack = () =>
        [...(column()?.querySelectorAll('[data-card-id]') ?? [])].some((card) =>
          card.textContent?.includes(cardTitle),
        );
      // Not `once`: the Control key's own keydown comes first.
      const onKey = (event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== 'z' || !event.ctrlKey) return;
        record.undoPressedAt = performance.now();
        window.removeEventListener('keydown', onKey, true);
      };
      window.addEventListener('keydown', onKey, true);
      const observer = new MutationObserver(() => {
        if (record.undoPressedAt === undefined || !isBack()) return;
        record.undoShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { listTitle, cardTitle },
  );
  return async () =>
    page.evaluate(() => {
      const record = window as unknown as { undoPressedAt?: number; undoShownAt?: number };
      return record.undoShownAt! - record.undoPressedAt!;
    });
}

test.describe('undo and redo', () => {
  test('a card moved by keyboard comes back with Ctrl+Z, and goes again with Ctrl+Shift+Z', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('undo'), 'Una Undo');
    const boardId = await createBoard(page, 'Undo moves');
    await addLists(page, ['To do', 'Done']);
    await addCards(page, 'To do', ['Write brief', 'Book venue']);
    await expect.poll(() => storedCard(boardId, 'Write brief')).not.toBeNull();
    const before = (await storedCard(boardId, 'Write brief'))!.data;
    const announced = dragAnnouncement(page);

    // Lift "Write brief", move it into "Done", drop.
    await cardHandle(tile(page, 'To do', 'Write brief')).focus();
    await page.keyboard.press('Space');
    await expect(announced).toContainText('Picked up card “Write brief”');
    await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('moved to list “Done”');
    await page.keyboard.press('Space');
    await expect(tile(page, 'Done', 'Write brief')).toHaveCount(1);
    await expect
      .poll(async () => (await storedCard(boardId, 'Write brief'))?.data.listId)
      .not.toBe(before.listId);
    await expect(page.getByRole('button', { name: 'Undo move of ‘Write brief’' })).toBeEnabled();

    // Ctrl+Z: back in "To do", first, as it was; the server has it back in place.
    const undoTime = await timeUndoInPage(page, 'To do', 'Write brief');
    await page.keyboard.press('Control+z');
    await expect(tile(page, 'To do', 'Write brief')).toHaveCount(1);
    await expect(cardsIn(list(page, 'To do'))).toHaveText([/Write brief/, /Book venue/]);
    const ms = await undoTime();
    expect(ms, 'the clock saw the key and the card back').toBeGreaterThan(0);
    console.log(`Ctrl+Z to the card back in its list: ${ms.toFixed(1)} ms`);
    test.info().annotations.push({ type: 'undo to screen', description: `${ms.toFixed(1)} ms` });
    await expect
      .poll(async () => {
        const stored = await storedCard(boardId, 'Write brief');
        return stored && { listId: stored.data.listId, rank: stored.data.rank };
      })
      .toEqual({ listId: before.listId, rank: before.rank });
    await expect(page.getByText('Undone: move of ‘Write brief’')).toBeVisible();

    // Redo puts it back in "Done".
    await page.keyboard.press('Control+Shift+z');
    await expect(tile(page, 'Done', 'Write brief')).toHaveCount(1);
    await expect
      .poll(async () => (await storedCard(boardId, 'Write brief'))?.data.listId)
      .not.toBe(before.listId);
  });

  test('a rename undone in one tab keeps the description another tab wrote meanwhile', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('undo-tabs'), 'Una Undo');
    const boardId = await createBoard(page, 'Undo with tabs');
    await addLists(page, ['To do']);
    await addCards(page, 'To do', ['Write brief']);

    // This tab renames the card.
    await tile(page, 'To do', 'Write brief')
      .getByRole('button', { name: 'Rename card Write brief' })
      .click();
    const title = page.getByRole('textbox', { name: 'Edit card title' });
    await title.fill('Write the brief');
    await title.press('Enter');
    await expect(tile(page, 'To do', 'Write the brief')).toHaveCount(1);

    // Another tab writes the description.
    const other = await page.context().newPage();
    await other.goto(`/boards/${boardId}`);
    await cardHandle(tile(other, 'To do', 'Write the brief')).click();
    const details = other.getByRole('dialog', { name: 'Write the brief' });
    await details.getByRole('button', { name: 'Edit description' }).click();
    await details.getByRole('textbox', { name: 'Description' }).fill('Two pages, by Friday.');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await storedCard(boardId, 'Write the brief'))?.data.description)
      .toBe('Two pages, by Friday.');

    // This tab hears of it, then undoes its rename: only the title goes back.
    await cardHandle(tile(page, 'To do', 'Write the brief')).click();
    await expect(
      page.getByRole('dialog', { name: 'Write the brief' }).getByText('Two pages, by Friday.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Undo rename of/ }).click();
    await expect(tile(page, 'To do', 'Write brief')).toHaveCount(1);
    await expect
      .poll(async () => {
        const cards = await listDocuments(`boards/${boardId}/cards`);
        return cards.map((card) => [card.data.title, card.data.description]);
      })
      .toEqual([['Write brief', 'Two pages, by Friday.']]);
    await expect(tile(other, 'To do', 'Write brief')).toHaveCount(1);
    expect((await readCounts(boardId))?.cardCount).toBe(1);
  });

  test('a list deleted with its three cards comes back whole from one Undo', async ({ page }) => {
    await page.goto('/');
    await signInAs(page, uniqueEmail('undo-list'), 'Una Undo');
    const boardId = await createBoard(page, 'Bring it back');
    await addLists(page, ['Doomed', 'Kept']);
    await addCards(page, 'Doomed', ['One', 'Two', 'Three']);

    // One card has details of its own.
    await cardHandle(tile(page, 'Doomed', 'Two')).click();
    const details = page.getByRole('dialog', { name: 'Two' });
    await details.getByRole('button', { name: 'Edit description' }).click();
    await details.getByRole('textbox', { name: 'Description' }).fill('Has details.');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('Has details.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length).toBe(3);
    const stored = async () =>
      (await listDocuments(`boards/${boardId}/cards`))
        .map(({ id, data }) => ({ id, title: data.title, rank: data.rank, listId: data.listId }))
        .sort((a, b) => String(a.rank).localeCompare(String(b.rank)));
    await expect
      .poll(async () => (await storedCard(boardId, 'Two'))?.data.description)
      .toBe('Has details.');
    const before = await stored();

    await list(page, 'Doomed').getByRole('button', { name: 'List actions for Doomed' }).click();
    await page.getByRole('menuitem', { name: 'Delete list' }).click();
    await page
      .getByRole('dialog', { name: 'Delete list?' })
      .getByRole('button', { name: 'Delete list' })
      .click();
    await expect(list(page, 'Doomed')).toHaveCount(0);
    await expect.poll(async () => (await listDocuments(`boards/${boardId}/lists`)).length).toBe(1);
    await expect.poll(async () => (await listDocuments(`boards/${boardId}/cards`)).length).toBe(0);

    // One Undo: the list and every card, in order, with its details, on screen and on the server.
    await page.getByRole('button', { name: 'Undo deletion of list ‘Doomed’' }).click();
    await expect(cardsIn(list(page, 'Doomed'))).toHaveText([/One/, /Two/, /Three/]);
    await expect.poll(stored).toEqual(before);
    expect((await storedCard(boardId, 'Two'))?.data.description).toBe('Has details.');
    await expect
      .poll(async () => {
        const counts = await readCounts(boardId);
        return counts && [counts.listCount, counts.cardCount];
      })
      .toEqual([2, 3]);
  });
});
