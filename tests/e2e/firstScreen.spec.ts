// The landing page's first screen: signed out, it loads no Firebase code (it reads Auth's
// storage itself, src/services/storedSession.ts); signed in, a return to it still knows who you are.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

test('signed out, the landing page loads no Firebase; signed in, it greets you after a reload', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /firebase|firestore/.test(script))).toEqual([]);

  await signInAs(page, uniqueEmail('first-screen'), 'Fay First');
  await page.goto('/');
  await expect(page.getByText('Signed in as Fay First.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
});
