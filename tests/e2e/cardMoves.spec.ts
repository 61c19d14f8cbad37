// A card moves within its list by keyboard and by pointer, and Escape puts a lifted card back:
// the places dnd-kit's sorting and the board's arrow keys give, as the server stores them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addCards,
  addLists,
  cardHandle,
  cardsIn,
  createBoard,
  dragAnnouncement,
  list,
  moveWithKeyboard,
} from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

/** A list's card titles in the server's order (by rank). */
async function storedOrder(boardId: string, listTitle: string) {
  const lists = await listDocuments(`boards/${boardId}/lists`);
  const listId = lists.find((stored) => stored.data.title === listTitle)?.id;
  return (await listDocuments(`boards/${boardId}/cards`))
    .filter((card) => card.data.listId === listId)
    .sort((a, b) => (String(a.data.rank) < String(b.data.rank) ? -1 : 1))
    .map((card) => card.data.title as string);
}

const tile = (page: Page, listTitle: string, cardTitle: string) =>
  cardsIn(list(page, listTitle)).filter({ hasText: cardTitle });

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('a card moves down its list by keyboard, up it by pointer, and Escape puts it back', async ({
  page,
}) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('mo'), 'Mo');
  const boardId = await createBoard(page, 'Card moves');
  await addLists(page, ['To do', 'Done']);
  await addCards(page, 'To do', ['One', 'Two', 'Three']);
  const todo = cardsIn(list(page, 'To do'));
  const announced = dragAnnouncement(page);

  // Keyboard: two places down, to the end.
  await moveWithKeyboard(page, cardHandle(tile(page, 'To do', 'One')), ['ArrowDown', 'ArrowDown']);
  await expect(announced).toHaveText('Card “One” dropped in list “To do”, position 3 of 3.');
  await expect(todo).toHaveText([/Two/, /Three/, /One/]);
  await expect.poll(() => storedOrder(boardId, 'To do')).toEqual(['Two', 'Three', 'One']);

  // Escape: carried over to the empty list, then put back where it was.
  await cardHandle(tile(page, 'To do', 'Two')).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Picked up card “Two”/);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Card “Two” moved to list “Done”, position 1 of 1.');
  await page.keyboard.press('Escape');
  await expect(announced).toHaveText(
    'Moving card “Two” cancelled. It is back in list “To do”, position 1.',
  );
  await expect(cardsIn(list(page, 'Done'))).toHaveCount(0);
  await expect(todo).toHaveText([/Two/, /Three/, /One/]);

  // Pointer: "One" from the end onto the first card's place, in small steps.
  const from = await centre(tile(page, 'To do', 'One'));
  const to = await centre(tile(page, 'To do', 'Two'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 12, { steps: 4 });
  await expect(page.locator('[data-card-id][data-dragging]')).toHaveCount(1);
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await expect(announced).toHaveText('Card “One” moved to list “To do”, position 1 of 3.');
  await page.mouse.up();
  await expect(todo).toHaveText([/One/, /Two/, /Three/]);
  await expect.poll(() => storedOrder(boardId, 'To do')).toEqual(['One', 'Two', 'Three']);

  // A click (no movement) still opens the card rather than lifting it.
  await cardHandle(tile(page, 'To do', 'Three')).click();
  await expect(page.getByRole('dialog', { name: 'Three' })).toBeVisible();
});
