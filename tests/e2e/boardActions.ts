// What a person does on the dashboard and the board page, as steps for the tests.
import { expect, type Locator, type Page } from '@playwright/test';

/** Creates a board from the dashboard and returns its id (from the address it opens). */
export async function createBoard(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create board' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Board name').fill(title);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/boards\/[\w-]+$/);
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  return new URL(page.url()).pathname.split('/').pop()!;
}

export const boardRoot = (page: Page) => page.getByTestId('board');

export const list = (page: Page, title: string) => page.getByRole('region', { name: title });

export const cardsIn = (column: Locator) => column.locator('[data-card-id]');

/** The card's own button, its drag handle: focus it, Space lifts (its rename button is beside it). */
export const cardHandle = (card: Locator) => card.locator('.card-handle');

/** Adds lists with the "Add a list" composer, which stays open for the next one. */
export async function addLists(page: Page, titles: string[]) {
  await page.getByRole('button', { name: 'Add a list' }).click();
  const input = page.getByLabel('List name');
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await expect(list(page, title)).toBeVisible();
  }
  await input.press('Escape');
}

/** Adds cards with a list's quick add: Enter adds and keeps the composer open. */
export async function addCards(page: Page, listTitle: string, titles: string[]) {
  const column = list(page, listTitle);
  const before = await cardsIn(column).count();
  await column.getByRole('button', { name: 'Add a card' }).click();
  const input = column.getByLabel('Card title');
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await expect(input).toHaveValue('');
  }
  await input.press('Escape');
  await expect(cardsIn(column)).toHaveCount(before + titles.length);
}

/**
 * Drags a card with the mouse in small steps, as a hand would: past dnd-kit's 5-pixel threshold
 * first, waiting for it to lift the card (its tile stays as the gap, marked data-dragging), then
 * over the target until that list is the card's (data-over) before letting go.
 */
export async function dragWithPointer(page: Page, card: Locator, targetCards: Locator) {
  const start = (await card.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 12, { steps: 4 });
  await expect(page.locator('[data-card-id][data-dragging]')).toHaveCount(1);
  const end = (await targetCards.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 40), {
    steps: 20,
  });
  await expect(targetCards).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

/** What dnd-kit last told screen readers (its live region). */
export const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

/**
 * Moves a card or list by keyboard: focus its handle, Space, the arrow keys, Space. Each key
 * waits for what it makes the live region say: a key sent while dnd-kit is still measuring the
 * last move would land on the same place.
 */
export async function moveWithKeyboard(page: Page, handle: Locator, arrows: string[]) {
  const announced = dragAnnouncement(page);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Picked up /);
  for (const arrow of arrows) {
    const before = await announced.textContent();
    await page.keyboard.press(arrow);
    await expect(announced).not.toHaveText(before ?? '');
  }
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/ dropped in /);
}

/**
 * Drags a card with a finger: a long press lifts it (the library waits 200 ms), then the touch
 * moves in small steps over the target and lifts. Chromium's touch input, through the DevTools
 * protocol, since Playwright has only taps.
 */
export async function dragWithTouch(page: Page, card: Locator, targetCards: Locator) {
  const touch = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  const start = (await card.boundingBox())!;
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await touch.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: at(from.x, from.y),
  });
  await expect(page.locator('[data-card-id][data-dragging]')).toHaveCount(1);
  const end = (await targetCards.boundingBox())!;
  const to = { x: end.x + end.width / 2, y: end.y + Math.min(end.height / 2, 40) };
  for (let step = 1; step <= 20; step++) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(
        from.x + ((to.x - from.x) * step) / 20,
        from.y + ((to.y - from.y) * step) / 20,
      ),
    });
  }
  await expect(targetCards).toHaveAttribute('data-over', 'true');
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/** Opens the board menu in the header (watching, archived items, export, delete or leave). */
export async function openBoardMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Board menu' }).click();
  const menu = page.getByRole('menu', { name: 'Board menu' });
  await expect(menu).toBeVisible();
  return menu;
}
