// What a person does with import and export: open the Import dialog and pick a file with the
// file picker (as import.spec.ts and accessibility.spec.ts both do).
import type { Page } from '@playwright/test';

export const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import a board' });

/** Opens the Import dialog and picks `file` with the file picker (as a person does). */
export async function chooseFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await importDialog(page)
    .getByRole('button', { name: /^Choose (a|another) file$/ })
    .click();
  await (await chooser).setFiles(file);
}
