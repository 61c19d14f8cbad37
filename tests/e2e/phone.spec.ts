// The board on a phone (issue 25 §1, §2), at 390×844 with touch: one list at a time at ≥ 80 % of
// the width, swiping snaps from list to list under a "List 2 of 3" line, the page never scrolls
// sideways, the first card shows within the top 300 px, a card's details fill the screen, a long
// press drags a card (within its list, and to the next one), axe's WCAG 2.2 AA rules (target
// size included) find nothing, and the dashboard is one column.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { boardRoot, cardsIn, dragAnnouncement } from './boardActions';
import { seedBoard, uidForEmail, uniqueEmail, writeUserBoards } from './emulatorAdmin';
import { signInAs } from './signIn';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WIDTH = 390;

/** Whether the page itself can scroll sideways. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const columns = (page: Page) => page.locator('[data-list-id]');
const rowOfLists = (page: Page) => columns(page).first().locator('xpath=../..');

/** Which list has its middle on the screen's middle (snapped there), or -1. */
const centredList = (page: Page) =>
  columns(page).evaluateAll((all, middle) => {
    return all.findIndex((column) => {
      const rect = column.getBoundingClientRect();
      return Math.abs(rect.left + rect.width / 2 - middle) <= 1;
    });
  }, WIDTH / 2);

test('a phone shows one list at a time, snapping, with the first card in the top 300 px', async ({
  page,
}) => {
  test.slow(); // Sign-in, a seeded board, a touch drag and axe on a shared machine.
  const email = uniqueEmail('phone');
  await page.goto('/');
  await signInAs(page, email, 'Pat Phone');
  const uid = (await uidForEmail(email))!;
  const made = await seedBoard(uid, { lists: 3, cards: 9 });
  await writeUserBoards(uid, [made.boardId]);

  // The dashboard: one column, nothing sideways.
  await page.reload();
  const tiles = page.getByRole('list', { name: 'Your boards' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  const columnsOfGrid = await page
    .getByRole('list', { name: 'Your boards' })
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columnsOfGrid).toBe(1);
  expect(await pageScrollsSideways(page)).toBe(false);

  await page.goto(`/boards/${made.boardId}`);
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  await expect(columns(page)).toHaveCount(3);
  const first = columns(page).nth(0);
  await expect(cardsIn(first).first()).toBeVisible();

  // One list wide, the next only glimpsed; the page does not scroll sideways.
  const box = (await first.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(0.8 * WIDTH);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  expect(await pageScrollsSideways(page)).toBe(false);

  // The header leaves room: the first card's top within 300 px.
  const header = (await page.getByRole('banner').boundingBox())!;
  const card = (await cardsIn(first).first().boundingBox())!;
  console.log(`phone 390×844: header ${header.height} px tall, first card's top at ${card.y} px`);
  expect(card.y).toBeLessThanOrEqual(300);
  await page.screenshot({ path: test.info().outputPath('board-390x844.png') });
  await expect(page.getByText('List 1 of 3')).toBeVisible();

  // A swipe to the left snaps the next list into place (not wherever the finger stopped).
  const cdp = await page.context().newCDPSession(page);
  const swipeY = Math.round(box.y + 100);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: 300, y: swipeY }],
  });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: 300 - step * 28, y: swipeY }],
    });
  }
  // The finger rests before it lifts (no fling): the row follows it, then snaps to the nearer
  // list, the second (the finger went past half way).
  const row = rowOfLists(page);
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: 300 - 8 * 28, y: swipeY }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => centredList(page)).toBe(1);
  const shown = 1;
  await expect(page.getByText('List 2 of 3')).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  // A scroll that stops a third of the way back snaps back where it was.
  await row.evaluate((element) =>
    element.scrollTo({ left: element.scrollLeft - 110, behavior: 'instant' }),
  );
  await expect.poll(() => centredList(page)).toBe(shown);
  const current = columns(page).nth(shown);

  // A long press drags a card: the list's first card goes to its end.
  const cardsOfSecond = cardsIn(current);
  const titles = await cardsOfSecond.allTextContents();
  const from = (await cardsOfSecond.nth(0).boundingBox())!;
  const to = (await cardsOfSecond.last().boundingBox())!;
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  const x = from.x + from.width / 2;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(x, from.y + from.height / 2),
  });
  // Lifted only after the press is held (dnd-kit's 200 ms): a swipe still scrolls.
  await expect(page.locator('[data-card-id][data-dragging]')).toHaveCount(1);
  const endY = to.y + to.height * 0.9;
  for (let step = 1; step <= 15; step++) {
    const y = from.y + from.height / 2 + ((endY - from.y - from.height / 2) * step) / 15;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(dragAnnouncement(page)).toHaveText(/ dropped in /);
  await expect(cardsOfSecond.last()).toHaveText(titles[0]!);

  // …and to the next list: held at the screen's edge, the row scrolls under the finger (no
  // snapping meanwhile) until the next list is the card's; there it drops.
  const next = columns(page).nth(shown + 1);
  const before = await cardsIn(next).count();
  const lifted = (await cardsOfSecond.first().boundingBox())!;
  const y = lifted.y + lifted.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, y) });
  await expect(page.locator('[data-card-id][data-dragging]')).toHaveCount(1);
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x + ((WIDTH - 8 - x) * step) / 10, y),
    });
  }
  await expect(next.getByTestId('list-cards')).toHaveAttribute('data-over', 'true');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(cardsIn(next)).toHaveCount(before + 1);
  await cdp.detach();

  // A card's details fill the screen.
  await cardsOfSecond.first().locator('.card-handle').tap();
  const details = page.getByRole('dialog');
  await expect(details).toHaveAttribute('data-state', 'open');
  // Once its opening transition (a slight zoom) has run.
  await expect.poll(async () => (await details.boundingBox())?.x).toBe(0);
  const sheet = (await details.boundingBox())!;
  expect(sheet).toMatchObject({ x: 0, y: 0, width: WIDTH });
  expect(sheet.height).toBeGreaterThanOrEqual(844);
  expect(await pageScrollsSideways(page)).toBe(false);
  await details.getByRole('button', { name: 'Close' }).tap();
  await expect(details).toHaveCount(0);

  // axe, WCAG 2.2 AA (its target-size rule among them), on the board as it stands.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((finding) => ({
      rule: finding.id,
      nodes: finding.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
});

test.describe('on a smaller phone, 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('still one list wide, nothing sideways, the first card in the top 300 px', async ({
    page,
  }) => {
    const email = uniqueEmail('small-phone');
    await page.goto('/');
    await signInAs(page, email, 'Sam Small');
    const uid = (await uidForEmail(email))!;
    const made = await seedBoard(uid, { lists: 2, cards: 4 });
    await writeUserBoards(uid, [made.boardId]);

    await page.goto(`/boards/${made.boardId}`);
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    const first = columns(page).nth(0);
    await expect(cardsIn(first).first()).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(0.8 * 360);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await pageScrollsSideways(page)).toBe(false);
    const card = (await cardsIn(first).first().boundingBox())!;
    console.log(`phone 360×740: the first card's top at ${card.y} px`);
    expect(card.y).toBeLessThanOrEqual(300);
  });
});
