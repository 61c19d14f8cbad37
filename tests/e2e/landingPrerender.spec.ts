// The production build's landing page comes prerendered in index.html (scripts/prerenderLanding.js):
// its words paint before any script runs, the app hydrates it without a mismatch, and a person
// signed in on this device never sees it flash before their own screen.
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './emulatorAdmin';
import { e2eEnvironment } from './environment';
import { signInAs } from './signIn';

test.use({ baseURL: e2eEnvironment.previewUrl });

/** Whether the prerendered landing page was on show once the HTML was parsed, before main.js ran. */
async function notePrerenderShown(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { prerenderShown: boolean }).prerenderShown =
        root?.dataset.prerendered === 'landing' && getComputedStyle(root).display !== 'none';
    });
  });
}

test('the landing page paints from the HTML, hydrates cleanly, and stays hidden once signed in', async ({
  browser,
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Your work, on boards.');
  expect(html).toContain('Sign in with Google');
  expect(html).toMatch(/<style[^>]*data-styled/);
  expect(html).not.toContain('<%'); // Every template value (the theme's colours) filled in.

  const noScript = await browser.newContext({
    baseURL: e2eEnvironment.previewUrl,
    javaScriptEnabled: false,
  });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { name: 'Your work, on boards.' })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await noScript.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await notePrerenderShown(page);
  await page.goto('/');
  expect(
    await page.evaluate(() => (window as unknown as { prerenderShown: boolean }).prerenderShown),
  ).toBe(true);
  await signInAs(page, uniqueEmail('prerender'), 'Pia Prerender');
  expect(errors).toEqual([]);
  // The hint for the next visit is kept once Auth itself reports the person signed in.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('boards:session')))
    .toBe('signedIn');

  await page.goto('/');
  await expect(page.getByText('Signed in as Pia Prerender.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { prerenderShown: boolean }).prerenderShown),
  ).toBe(false);
});

test('a German or Arabic device gets the landing page in its language from the HTML, never English first', async ({
  browser,
}) => {
  for (const [locale, heading, signIn, dir] of [
    ['de', 'Deine Arbeit, auf Boards.', 'Mit Google anmelden', 'ltr'],
    ['ar', 'عملك، على لوحات.', 'تسجيل الدخول باستخدام Google', 'rtl'],
  ] as const) {
    const context = await browser.newContext({
      baseURL: e2eEnvironment.previewUrl,
      locale: locale === 'de' ? 'de-DE' : 'ar-EG',
    });
    const page = await context.newPage();
    // Without the app's script: what shows is the HTML and its pre-paint scripts alone.
    await page.route('**/js/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('button', { name: signIn })).toBeVisible();
    await expect(page.getByText('Your work, on boards.')).toHaveCount(0);
    await context.close();
  }
});
