// Issue 33 §4: the read-only link. The owner turns on "Anyone with the link can view"; a
// signed-out browser opens the link and sees the cards, with no editing controls; a card the
// owner adds shows there live; turned off, the open page says "This board is no longer
// shared". axe (serious and critical) on the view in both themes and on a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard } from './boardActions';
import { uniqueEmail } from './emulatorAdmin';
import { shareDialog } from './sharingActions';
import { signInAs } from './signIn';

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ rule: finding.id, nodes: finding.nodes.map((node) => node.target) }));
}

test('a signed-out browser views a shared board live until the owner turns the link off', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/');
  await signInAs(owner, uniqueEmail('link-owner'), 'Olive Owner');
  await createBoard(owner, 'Open roadmap');
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['First']);

  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = shareDialog(owner);
  await dialog.getByRole('checkbox', { name: 'Anyone with the link can view' }).check();
  const link = dialog.getByRole('link', { name: /\/view\// });
  const url = await link.getAttribute('href');
  expect(url).toMatch(/^\/view\/[A-Za-z0-9_-]{21}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Signed out, in its own context: the board's cards, no editing controls.
  const publicContext = await browser.newContext();
  const visitor = await publicContext.newPage();
  await visitor.goto(url!);
  await expect(visitor.getByRole('heading', { name: 'Open roadmap' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    visitor.getByRole('list', { name: 'Cards in To do' }).getByText('First'),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Add a card|Add a list|Share/ })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  // Live: the owner's new card shows without a reload.
  await addCards(owner, 'To do', ['Second']);
  await expect(visitor.getByText('Second')).toBeVisible({ timeout: 10_000 });

  // axe on the view: light, dark, and a phone's width.
  expect.soft(await seriousFindings(visitor), 'light').toEqual([]);
  await visitor.emulateMedia({ colorScheme: 'dark' });
  expect.soft(await seriousFindings(visitor), 'dark').toEqual([]);
  await visitor.setViewportSize({ width: 360, height: 740 });
  expect.soft(await seriousFindings(visitor), 'phone').toEqual([]);

  // Turned off: the open page is refused at once and says so.
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  await shareDialog(owner)
    .getByRole('checkbox', { name: 'Anyone with the link can view' })
    .uncheck();
  await expect(visitor.getByText('This board is no longer shared.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(visitor.getByText('First')).toHaveCount(0);
  expect.soft(await seriousFindings(visitor), 'no longer shared').toEqual([]);

  // Opened again, the old link opens nothing.
  await visitor.reload();
  await expect(visitor.getByText(/This link does not open a board/)).toBeVisible({
    timeout: 30_000,
  });
});
