// Issue 24, offline: a file attached with no network shows "waiting to upload", still does after
// a reload with no network (Firestore's persistent cache holds the queued writes), is not on the
// server meanwhile, and reaches it whole when the network returns. The production build (its
// service worker reloads the app offline), as offline.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, boardRoot, cardsIn, createBoard, list } from './boardActions';
import { listDocuments, uniqueEmail } from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { signInAs } from './signIn';

test.use({ baseURL: e2eEnvironment.previewUrl });

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

test('a file attached offline waits to upload, across a reload, and reaches the server whole', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInAs(page, uniqueEmail('offline-files'), 'Otto Offline');
  const boardId = await createBoard(page, 'Field trip');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Photos']);
  const cardId = (await cardsIn(list(page, 'To do')).first().getAttribute('data-card-id'))!;
  const filesPath = `boards/${boardId}/cards/${cardId}/attachments`;
  // The card's details once online, so their code is on the device; the app's offline copy.
  await (await openCard(page, 'Photos')).press('Escape');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  let details = await openCard(page, 'Photos');
  await details.getByLabel('Files to attach').setInputFiles({
    name: 'field-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(900_000, 'n'), // two chunks
  });
  const item = () =>
    page.getByRole('dialog', { name: 'Photos' }).getByRole('listitem', { name: 'field-notes.txt' });
  await expect(item()).toContainText('waiting to upload');
  await expect(item()).toContainText('879 KB');
  expect(await listDocuments(filesPath)).toEqual([]);

  // Reloaded with no network: still there, still waiting.
  await page.reload();
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
  if (!(await page.getByRole('dialog', { name: 'Photos' }).isVisible())) {
    details = await openCard(page, 'Photos');
  }
  await expect(item()).toContainText('waiting to upload');
  expect(await listDocuments(filesPath)).toEqual([]);

  // Back online: the file reaches the server whole, and stops waiting.
  await context.setOffline(false);
  await expect(item()).not.toContainText('waiting to upload', { timeout: 30_000 });
  await expect.poll(async () => (await listDocuments(filesPath)).length).toBe(1);
  const [stored] = await listDocuments(filesPath);
  expect(stored!.data).toMatchObject({ name: 'field-notes.txt', size: 900_000, chunkCount: 2 });
  expect(await listDocuments(`${filesPath}/${stored!.id}/chunks`)).toHaveLength(2);
});
