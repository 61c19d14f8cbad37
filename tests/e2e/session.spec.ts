import { expect, test } from '@playwright/test';
import {
  DENY_ALL_RULES,
  loadFirestoreRules,
  patchDocument,
  readUserRecord,
  uidForEmail,
  uniqueEmail,
  writeUserBoards,
} from './emulatorAdmin';
import { openSignInPopup, signInAs, signOut } from './signIn';

test.describe('signing in and out', () => {
  test('first sign-in creates the record once; reload, sign out and sign in again write nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('ada');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await signInAs(page, email, 'Ada Lovelace');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account: Ada Lovelace' }),
    ).toBeVisible();
    await expect(page.getByText('You have no boards yet.')).toBeVisible();

    const uid = await uidForEmail(email);
    expect(uid).not.toBeNull();
    const created = await readUserRecord(uid!);
    expect(created?.boards).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account: Ada Lovelace' }),
    ).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

    const popup = await openSignInPopup(page);
    await popup.getByRole('button', { name: `Continue as ${email}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You have no boards yet.')).toBeVisible();

    const afterSecondSignIn = await readUserRecord(uid!);
    expect(afterSecondSignIn).toEqual(created); // same createTime and updateTime: nothing written
  });

  test('a change to the record made elsewhere shows up live', async ({ page }) => {
    const email = uniqueEmail('grace');
    await page.goto('/');
    await signInAs(page, email, 'Grace Hopper');
    await expect(page.getByText('You have no boards yet.')).toBeVisible();

    const uid = (await uidForEmail(email))!;
    const boardId = `board-${Date.now()}`;
    await patchDocument(`boards/${boardId}`, {
      ownerId: uid,
      title: 'Made on another device',
      color: 'green',
      labels: [],
      cardCount: 0,
      listCount: 0,
      deleting: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await writeUserBoards(uid, [boardId]);
    await expect(page.getByRole('link', { name: /Made on another device/ })).toBeVisible();

    await writeUserBoards(uid, []);
    await expect(page.getByText('You have no boards yet.')).toBeVisible();
  });

  test('closing the popup says so, and signing in again works', async ({ page }) => {
    await page.goto('/');
    const popup = await openSignInPopup(page);
    await popup.close();
    await expect(page.getByRole('alert')).toContainText('sign-in window was closed');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

    await signInAs(page, uniqueEmail('retry'), 'Retry Person');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  });

  test('a blocked popup says how to allow it, and nothing is half signed in', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null; // What a browser's popup blocker does.
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('alert')).toContainText('Allow pop-ups for this site');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a refused first-login write signs the person out with a message; the next sign-in writes it', async ({
    page,
  }) => {
    const email = uniqueEmail('refused');
    await page.goto('/');
    await loadFirestoreRules(DENY_ALL_RULES);
    try {
      const popup = await openSignInPopup(page);
      await popup.getByLabel('Email').fill(email);
      await popup.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('could not set up your account');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    } finally {
      await loadFirestoreRules();
    }
    const uid = (await uidForEmail(email))!;
    expect(await readUserRecord(uid)).toBeNull();

    const popup = await openSignInPopup(page);
    await popup.getByRole('button', { name: `Continue as ${email}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You have no boards yet.')).toBeVisible();
    expect((await readUserRecord(uid))?.boards).toEqual([]);
  });

  test('a signed-out visitor to the dashboard is sent home, then lands on the dashboard after signing in', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await signInAs(page, uniqueEmail('guard'), 'Guarded Person');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });

  test('an unknown address shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
