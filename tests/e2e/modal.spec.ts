import { expect, test } from '@playwright/test';

test.describe('the modal, by keyboard', () => {
  test('opens on Enter, traps Tab, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'About Boards' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();

    // The dialog's only control is Close: Tab and Shift+Tab stay on it.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();

    // The Close button and a click on the dimmed overlay close it too.
    await about.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await about.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('locks the page behind it from scrolling while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});
