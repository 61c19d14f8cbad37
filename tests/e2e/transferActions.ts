// What a person does with import and export: open the Import dialog and pick a file with the
// file picker (as import.spec.ts and accessibility.spec.ts both do); and, for the moments an
// import goes through, a slow network that holds the app's calls to the server.
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

/** The import's calls to the server (functions/src/import), as the app makes them. */
export type ImportCall = 'importStart' | 'importPart' | 'importFinish' | 'importCancel';

/**
 * A slow network for one of the import's calls: the `from`-th call to `name` (1 = the first) and
 * those after it wait on their way to the server until `release()`. `held` resolves once one is
 * waiting. A call still waiting when the page closes never reaches the server.
 */
export async function holdCalls(page: Page, name: ImportCall, { from = 1 } = {}) {
  let calls = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  await page.route(`**/${name}`, async (route) => {
    // The CORS preflight goes on; only the call itself is held.
    if (route.request().method() === 'POST' && ++calls >= from) {
      onHeld();
      await released;
    }
    await route.continue().catch(() => undefined); // The page may be closed by then.
  });
  return { held, release };
}
