// Issue 31 §3: a list moves by mouse from a visible grip (a button at least 24 px square, named
// "Move list …"), and the new order reaches the server.
import { expect, test } from '@playwright/test';
import { addLists, createBoard } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test('a list moves by mouse from its grip', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('gus'), 'Gus');
  const boardId = await createBoard(page, 'Gripped');
  await addLists(page, ['First', 'Second', 'Third']);
  const columnTitles = () =>
    page.locator('[data-list-id]').evaluateAll((lists) => lists.map((l) => l.ariaLabel));

  const grip = page.getByRole('button', { name: 'Move list First' });
  await expect(grip).toBeVisible();
  const box = (await grip.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);

  // One column's step to the right: the dragged list then sits where the second one was.
  const first = (await page.locator('[data-list-id]').nth(0).boundingBox())!;
  const second = (await page.locator('[data-list-id]').nth(1).boundingBox())!;
  const step = second.x - first.x;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2, { steps: 4 });
  await expect(page.locator('[data-list-id][data-dragging]')).toHaveCount(1);
  await page.mouse.move(box.x + box.width / 2 + step, box.y + box.height / 2, { steps: 20 });
  await page.mouse.up();

  await expect.poll(columnTitles).toEqual(['Second', 'First', 'Third']);
  await expect
    .poll(async () =>
      (await listDocuments(`boards/${boardId}/lists`))
        .sort((a, b) => (String(a.data.rank) < String(b.data.rank) ? -1 : 1))
        .map((doc) => doc.data.title),
    )
    .toEqual(['Second', 'First', 'Third']);
});
