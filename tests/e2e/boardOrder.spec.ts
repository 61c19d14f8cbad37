// Issue 13: a reorder on a device that missed a board (here its live updates are cut off) moves
// one board in the server's order: the board made on the other device stays on the dashboard.
import { expect, test, type Page } from '@playwright/test';
import { createBoard } from './boardActions';
import { readUserRecord, uidForEmail, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

const tiles = (page: Page) => page.getByRole('list', { name: 'Your boards' }).getByRole('listitem');

/** Creates a board and comes back to the dashboard in the app (no reload). */
async function makeBoard(page: Page, title: string) {
  const id = await createBoard(page, title);
  await page.getByRole('link', { name: 'Boards', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return id;
}

test('a stale tab’s reorder keeps a board another device created', async ({ browser }) => {
  const email = uniqueEmail('order');
  const laptop = await (await browser.newContext()).newPage();
  test.setTimeout(90_000);
  const phone = await (await browser.newContext()).newPage();
  await laptop.goto('/');
  await signInAs(laptop, email, 'Order');
  const one = await makeBoard(laptop, 'One');
  const two = await makeBoard(laptop, 'Two');
  const three = await makeBoard(laptop, 'Three');
  await expect(tiles(laptop)).toHaveCount(3);
  const uid = (await uidForEmail(email))!;
  await expect.poll(async () => (await readUserRecord(uid))?.boards).toEqual([one, two, three]);
  // And the laptop has heard the server take them (a write whose answer is lost in the cut below
  // is sent again, which is another test: persist.test.ts).
  await expect(laptop.getByRole('banner').getByText(/Saving/)).toHaveCount(0);

  // The laptop stops hearing the server (its live updates cut off); it can still write.
  await laptop.route('**/Listen/channel**', (route) => route.abort());
  // A moment offline ends the open stream; the new ones are cut off.
  await laptop.context().setOffline(true);
  await laptop.waitForTimeout(500);
  await laptop.context().setOffline(false);
  await laptop.waitForTimeout(1_000);

  await phone.goto('/');
  await signInAs(phone, email, 'Order');
  const made = await makeBoard(phone, 'Made on phone');
  await expect.poll(async () => (await readUserRecord(uid))?.boards).toContain(made);
  // The laptop missed it.
  await laptop.waitForTimeout(2_000);
  await expect(tiles(laptop)).toHaveCount(3);

  // Move "One" after "Three" by keyboard on the laptop.
  // Each key waits for its announcement: a second arrow sent while the first move is still
  // being measured lands on the same place (seen once in CI: One ended up second, not third).
  const announced = laptop.locator('[id^="DndLiveRegion-"]');
  await laptop.getByRole('button', { name: 'Move One' }).focus();
  await laptop.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up One, at position 1 of 3.');
  await laptop.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('One moved to position 2 of 3.');
  await laptop.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('One moved to position 3 of 3.');
  await laptop.keyboard.press('Space');
  await expect(announced).toHaveText('One dropped at position 3 of 3.');

  await expect
    .poll(async () => (await readUserRecord(uid))?.boards)
    .toEqual([two, three, one, made]);
  await laptop.unroute('**/Listen/channel**');
  await laptop.reload();
  await expect(tiles(laptop)).toHaveCount(4);
  await expect(tiles(laptop).getByRole('link', { name: 'Made on phone' })).toBeVisible();
});
