// Issue 10: sharing a board between two people, each in their own browser context. The owner
// invites by email; the invitee accepts and sees the board; an editor's card reaches the owner
// live; a viewer has no editing controls and the rules refuse a write forced past the app;
// removal closes the board for the removed person; a role change, the removal and a member
// leaving are in the owner's feed, in words.
import { expect, test } from '@playwright/test';
import { addCards, addLists, createBoard, list, openBoardMenu } from './boardActions';
import { listDocuments, readDocument, uniqueEmail } from './emulatorAdmin';
import { accept, idTokenOf, invite, shareDialog, writeAs } from './sharingActions';
import { signInAs } from './signIn';

test('an owner shares a board with an editor and a viewer, and removes one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('owner');
  const editorEmail = uniqueEmail('editor');
  const viewerEmail = uniqueEmail('viewer');
  const owner = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  const viewer = await (await browser.newContext()).newPage();

  await owner.goto('/');
  await signInAs(owner, ownerEmail, 'Olive Owner');
  const boardId = await createBoard(owner, 'Shared plan');
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['First']);

  // Invite by email; the invitee accepts and sees the board on their dashboard.
  await invite(owner, editorEmail, 'Editor');
  await invite(owner, viewerEmail, 'Viewer');
  await editor.goto('/');
  await signInAs(editor, editorEmail, 'Eddie Editor');
  await accept(editor, 'Shared plan');
  // The editor's tile offers what an editor may do (issue 31 §2): leave, never rename or delete.
  await expect(editor.getByRole('button', { name: 'Leave Shared plan' })).toBeVisible();
  for (const name of ['Delete Shared plan', 'Rename Shared plan']) {
    await expect(editor.getByRole('button', { name })).toHaveCount(0);
  }
  await viewer.goto('/');
  await signInAs(viewer, viewerEmail, 'Vera Viewer');
  await accept(viewer, 'Shared plan');
  await expect(owner.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);

  // An editor's card shows for the owner, live.
  await editor.getByRole('link', { name: 'Shared plan' }).click();
  await expect(editor.getByText('First')).toBeVisible();
  // Timed from the editor's Enter to the card on the owner's screen.
  const composer = list(editor, 'To do');
  await composer.getByRole('button', { name: 'Add a card' }).click();
  await composer.getByLabel('Card title').fill('From the editor');
  const started = Date.now();
  await composer.getByLabel('Card title').press('Enter');
  await expect(owner.getByText('From the editor')).toBeVisible({ timeout: 5_000 });
  const latencyMs = Date.now() - started;
  await composer.getByLabel('Card title').press('Escape');
  // A figure, not a timed assertion (budgets are printed, as benchmarks do): about 370 ms on a
  // quiet machine, over 1 s when CI shares its two cores with other work. Live it must be: the
  // owner never reloads, and 5 s is the wait's bound.
  console.log(`editor's card reached the owner in ${latencyMs} ms`);
  test
    .info()
    .annotations.push({ type: 'live latency, editor to owner', description: `${latencyMs} ms` });

  // A viewer sees no editing controls, and a write forced past the app is refused.
  await viewer.getByRole('link', { name: 'Shared plan' }).click();
  await expect(viewer.getByText('From the editor')).toBeVisible();
  await expect(viewer.getByText('You can only view this board.')).toBeVisible();
  for (const name of ['Add a list', 'Add a card', 'Share']) {
    await expect(viewer.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  // Their board menu offers leaving the board, not deleting it.
  const menu = await openBoardMenu(viewer);
  await expect(menu.getByRole('menuitem', { name: 'Leave board' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete board' })).toHaveCount(0);
  await viewer.keyboard.press('Escape');
  // No drag handles: dnd-kit marks each one with aria-roledescription.
  await expect(viewer.locator('[aria-roledescription]')).toHaveCount(0);
  const refused = await writeAs(
    await idTokenOf(viewer),
    `boards/${boardId}`,
    { title: 'Taken over' },
    { update: true },
  );
  expect(refused.status).toBe(403);
  expect((await readDocument(`boards/${boardId}`))?.data.title).toBe('Shared plan');

  // Removal closes the board for the removed person, with the message.
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  await shareDialog(owner)
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: 'Remove Vera Viewer' })
    .click();
  await expect(viewer.getByText('You no longer have access to this board')).toBeVisible();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expect(viewer.getByRole('link', { name: 'Shared plan' })).toHaveCount(0);

  // The owner makes the editor a viewer; the editor, now a viewer, leaves. Each change of a
  // member is in the board's feed, in words, with the removal above.
  await shareDialog(owner)
    .getByRole('region', { name: 'Members' })
    .getByRole('combobox', { name: 'Role of Eddie Editor' })
    .selectOption('viewer');
  await expect(editor.getByText('You can only view this board.')).toBeVisible();
  await owner.keyboard.press('Escape');
  await (await openBoardMenu(editor)).getByRole('menuitem', { name: 'Leave board' }).click();
  await editor
    .getByRole('dialog', { name: 'Leave board?' })
    .getByRole('button', { name: 'Leave board' })
    .click();
  await expect(editor).toHaveURL(/\/dashboard$/);
  await expect(owner.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  await owner.getByRole('button', { name: 'Activity', exact: true }).click();
  const feed = owner.getByRole('region', { name: 'Activity' }).getByRole('listitem');
  for (const words of [
    'Olive Owner removed Vera Viewer from the board',
    'Olive Owner made Eddie Editor a viewer',
    'Eddie Editor left the board',
  ]) {
    await expect(feed.filter({ hasText: words })).toHaveCount(1);
  }
  // Stored as the rules checked them: whose entry, and the role before and after.
  const stored = (await listDocuments(`boards/${boardId}/activity`)).map((entry) => entry.data);
  expect(stored).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'memberRole', before: 'editor', after: 'viewer' }),
      expect.objectContaining({ kind: 'memberRemove', before: 'viewer', after: null }),
      expect.objectContaining({ kind: 'memberLeave', before: 'viewer', after: null }),
    ]),
  );
});
