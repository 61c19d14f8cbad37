// Issue 23 §5: a card's description and its comments render markdown in a real browser, and
// markup typed into a description never runs.
import { expect, test, type Page } from '@playwright/test';
import { addCards, addLists, createBoard, list } from './boardActions';
import { uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

const CARD = 'Write the docs';

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

async function saveDescription(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: CARD });
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(text);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  return dialog.getByRole('region', { name: 'Description' });
}

test('a description and a comment render markdown, and markup in them never runs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInAs(page, uniqueEmail('writer'), 'Wanda Writer');
  await createBoard(page, 'Markdown board');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', [CARD]);
  const dialog = await openCard(page, CARD);

  // 1. Bold, a list and a link, previewed first and then saved.
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Some **bold** words\n\n- first\n- second\n\nSee [the guide](https://example.com/guide)');
  await dialog
    .getByRole('group', { name: 'Description editor' })
    .getByRole('button', { name: 'Preview' })
    .click();
  await expect(dialog.locator('strong', { hasText: 'bold' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const description = dialog.getByRole('region', { name: 'Description' });
  await expect(description.locator('strong')).toHaveText('bold');
  await expect(description.getByRole('listitem')).toHaveText(['first', 'second']);
  const link = description.getByRole('link', { name: 'the guide' });
  await expect(link).toHaveAttribute('href', 'https://example.com/guide');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // 2. A comment's bold is bold (the card reopened: its comments follow once it is on the server).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openCard(page, CARD);
  await dialog.getByRole('textbox', { name: 'Write a comment' }).fill('Looks **great**');
  await dialog.getByRole('button', { name: 'Add comment' }).click();
  const comment = dialog.getByRole('listitem', { name: 'Comment by Wanda Writer' });
  await expect(comment.locator('strong', { hasText: /^great$/ })).toBeVisible({ timeout: 5_000 });

  // 3. Markup in a description shows as text and runs nothing.
  const hostile = await saveDescription(
    page,
    '<img src=x onerror="window.__pwned=1">\n\n<script>window.__pwned=1</script>\n\n[x](javascript:window.__pwned=1)',
  );
  await expect(hostile).toContainText('<script>window.__pwned=1</script>');
  await hostile.getByText('x', { exact: true }).click();
  expect(await dialog.locator('img, script, [onerror]').count()).toBe(0);
  expect(await hostile.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
