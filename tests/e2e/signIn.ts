import { expect, type Page } from '@playwright/test';

/** Opens the sign-in popup from the landing page and returns it. */
export async function openSignInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('Sign in');
  return popup;
}

/** Signs in through the local account chooser with a new account. */
export async function signInAs(page: Page, email: string, displayName: string) {
  const popup = await openSignInPopup(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Display name').fill(displayName);
  await popup.getByRole('button', { name: 'Continue', exact: true }).click();
  // A first sign-in is an Auth emulator call, then a transaction creating the user record. The
  // first of those in a run meets a cold Firestore emulator (its JVM still warming up); on a
  // loaded two-core machine that alone has taken over 4 s, so this waits longer than the
  // default 10 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** Signs out from the account menu at the end of the header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitem', { name: 'Sign out' })
    .click();
}
