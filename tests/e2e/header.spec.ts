// The board header on a laptop (issue 25 §2), at 1280×800: one row (the name, Undo and Redo,
// members, Share, Activity, Search, Notifications, the board menu and the account menu), the
// filter on a row of its own below it; Delete board, Export, Archived items, watching and the
// board's colour (issue 31 §1) inside the board menu, Sign out inside the account menu, both
// used by keyboard. Every width: headerWidths.spec.ts.
import { expect, test, type Locator } from '@playwright/test';
import { addCards, addLists, boardRoot, createBoard } from './boardActions';
import { uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test.use({ viewport: { width: 1280, height: 800 } });

const middleOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
};

test('the board header is one row, with Delete board inside the board menu', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, uniqueEmail('header'), 'Hana Header');
  await createBoard(page, 'Quarterly planning for the design team');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Draft the brief']);

  const header = page.getByRole('banner');
  const row = [
    header.getByRole('link', { name: 'Boards' }),
    header.getByRole('heading', { level: 1 }),
    header.getByRole('button', { name: /^Undo/ }),
    header.getByRole('button', { name: /^Redo/ }),
    header.getByRole('list', { name: 'Members' }),
    header.getByRole('button', { name: 'Share', exact: true }),
    header.getByRole('button', { name: 'Activity', exact: true }),
    header.getByRole('button', { name: /^Search/ }),
    header.getByRole('button', { name: /^Notifications/ }),
    header.getByRole('button', { name: 'Board menu' }),
    header.getByRole('button', { name: 'Account: Hana Header' }),
  ];
  const middle = await middleOf(row[0]!);
  for (const control of row) {
    await expect(control).toBeVisible();
    expect(Math.abs((await middleOf(control)) - middle), await control.innerText()).toBeLessThan(4);
  }
  // The filter has a row of its own, below.
  const filter = header.getByRole('searchbox', { name: 'Filter cards' });
  expect(await middleOf(filter)).toBeGreaterThan(middle + 20);
  const banner = (await header.boundingBox())!;
  console.log(`laptop 1280×800: header ${banner.height} px tall, its first row at ${middle} px`);

  // Rare and destructive actions are not buttons of the header's own.
  for (const name of [
    'Delete board',
    'Export',
    'Archived items',
    'Sign out',
    'Watch board',
    'Mute board',
  ]) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }

  // The board menu, by keyboard: Enter opens it on its first item, Up wraps round to the last,
  // Delete board, which asks first.
  const trigger = header.getByRole('button', { name: 'Board menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Board menu' });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watch board' })).toBeFocused();
  await expect(menu.getByRole('menuitemcheckbox')).toHaveText([
    'Watch board',
    'Mute board',
    'Archived items',
    // The owner's: whether Create board offers this board as a template (issue 32 §2).
    'Template',
  ]);
  // The colour, a row of swatches, the board's own ticked.
  const colours = menu.getByRole('group', { name: 'Colour' }).getByRole('menuitemradio');
  await expect(colours).toHaveCount(9);
  await expect(menu.getByRole('menuitemradio', { name: 'Blue' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitem')).toHaveText([
    // The board's custom fields (issue 32 §1), owners and editors.
    'Custom fields',
    'Export as JSON',
    'Export cards as CSV',
    'Delete board',
  ]);
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete board' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete board?' });
  await expect(confirm).toBeVisible();
  await expect(menu).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');

  // The account menu: who is signed in, the theme and Sign out; Escape gives focus back.
  const account = header.getByRole('button', { name: 'Account: Hana Header' });
  await account.click();
  const accountMenu = page.getByRole('menu', { name: 'Account' });
  await expect(accountMenu).toContainText('Signed in as Hana Header');
  await expect(accountMenu.locator('button').first()).toBeFocused();
  await expect(accountMenu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accountMenu).toHaveCount(0);
  await expect(account).toBeFocused();
});
