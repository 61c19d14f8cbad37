// The calendar view (issue 33 §2): a card dragged from "No date" onto a day by mouse, then to
// another day by keyboard, each drop the card's due day on the server; axe on the view in both
// themes and on a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../../src/domain/due';
import { addDays, weekStart } from '../../src/features/calendar/calendarDays';
import { addCards, addLists, createBoard, dragAnnouncement, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

async function storedDue(boardId: string, title: string) {
  const cards = await listDocuments(`boards/${boardId}/cards`);
  return cards.find((card) => card.data.title === title)?.data.due ?? null;
}

async function storedDays(boardId: string, title: string) {
  const cards = await listDocuments(`boards/${boardId}/cards`);
  const card = cards.find((each) => each.data.title === title)?.data;
  return { start: card?.start ?? null, due: card?.due ?? null };
}

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ rule: finding.id, nodes: finding.nodes.map((node) => node.target) }));
}

// Tall enough for a month of six weeks: near the window's edge dnd-kit scrolls the page mid-drag.
test.use({ viewport: { width: 1280, height: 1000 } });

const dayCell = (page: Page, day: string) => page.locator(`td[data-day="${day}"]`);
const calendarCard = (page: Page, title: string) =>
  page.locator('.calendar-card').filter({ hasText: title });

test('a card is dragged onto a day by mouse and to another day by keyboard', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('cal'), 'Cal');
  const boardId = await createBoard(page, 'Calendar');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Alpha', 'Beta']);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const undated = page.getByRole('region', { name: 'No date' });
  await expect(undated.getByRole('button', { name: 'Alpha' })).toBeVisible();
  const announced = dragAnnouncement(page);

  // Mouse: from "No date" onto today, in small steps as a hand would.
  const today = localDay(new Date());
  const from = (await calendarCard(page, 'Alpha').boundingBox())!;
  const to = (await dayCell(page, today).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await expect(page.locator('.calendar-card[data-dragging]')).toHaveCount(1);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(announced).toHaveText(/^Card “Alpha” dropped on /);
  await expect(dayCell(page, today).getByRole('button', { name: 'Alpha' })).toBeVisible();
  await expect.poll(() => storedDue(boardId, 'Alpha')).toBe(today);

  // Keyboard: a day on (or back, when today ends the month's last week), then Space.
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const yesterday = localDay(new Date(Date.now() - 86_400_000));
  const forward = (await dayCell(page, tomorrow).count()) > 0;
  const target = forward ? tomorrow : yesterday;
  await calendarCard(page, 'Alpha').focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Picked up card “Alpha”, due /);
  await page.keyboard.press(forward ? 'ArrowRight' : 'ArrowLeft');
  await expect(announced).toHaveText(/^Card “Alpha” is over /);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Card “Alpha” dropped on /);
  await expect(dayCell(page, target).getByRole('button', { name: 'Alpha' })).toBeVisible();
  await expect.poll(() => storedDue(boardId, 'Alpha')).toBe(target);

  // axe: light, dark, and a phone.
  expect.soft(await seriousFindings(page), 'calendar, light').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect.soft(await seriousFindings(page), 'calendar, dark').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await seriousFindings(page), 'calendar, phone').toEqual([]);
});

test('a start date makes a bar, moved a day later by keyboard with both days', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('bar'), 'Bar');
  const boardId = await createBoard(page, 'Bars');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Launch']);

  // Monday to Wednesday of this week: always in the month shown.
  const start = weekStart(localDay(new Date()));
  const due = addDays(start, 2);
  await list(page, 'To do').getByRole('button', { name: 'Launch', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Launch' });
  await expect(details).toHaveAttribute('data-state', 'open');
  await details.getByRole('textbox', { name: 'Due date' }).fill(due);
  await expect.poll(() => storedDays(boardId, 'Launch')).toEqual({ start: null, due });
  await details.getByLabel('Start date', { exact: true }).fill(start);
  await expect.poll(() => storedDays(boardId, 'Launch')).toEqual({ start, due });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Calendar' }).click();
  const bar = page.locator(`[data-calendar-bar]`);
  await expect(bar).toHaveCount(1);
  await expect(bar).toHaveAccessibleName(/^Launch, .+ to .+$/);
  // Across its three days: as wide as the cells from Monday to Wednesday.
  const first = (await dayCell(page, start).boundingBox())!;
  const last = (await dayCell(page, due).boundingBox())!;
  const box = (await bar.boundingBox())!;
  expect(box.x).toBeLessThan(first.x + 10);
  expect(box.x + box.width).toBeGreaterThan(last.x + last.width - 10);

  const announced = dragAnnouncement(page);
  await bar.focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Picked up card “Launch”, .+ to .+\.$/);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(/^Card “Launch” is over /);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^Card “Launch” dropped on /);
  await expect
    .poll(() => storedDays(boardId, 'Launch'))
    .toEqual({ start: addDays(start, 1), due: addDays(due, 1) });
});
