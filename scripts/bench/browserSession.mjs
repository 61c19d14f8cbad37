// Chromium for the benchmark: launched as the e2e tests launch it, signed in once through the
// local account chooser, and that sign-in reused by fresh contexts (without Firestore's cache,
// so a "cold" load really reads from the server).
import { createRequire } from 'node:module';
import { ADMIN_HEADERS, documentsUrl } from '../lib/firestoreRest.mjs';

const require = createRequire(import.meta.url);

// As playwright.config.ts: Debian's Chromium, kept from calling home.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  const { chromium } = require('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Signs in as a new account through the account chooser popup (as tests/e2e/signIn.ts does). */
export async function signIn(page, appUrl, { email, displayName }) {
  await page.goto(`${appUrl}/`);
  const popupOpened = page.waitForEvent('popup', { timeout: 30000 });
  await page.getByRole('button', { name: 'Sign in with Google' }).click({ timeout: 30000 });
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Display name').fill(displayName);
  await popup.getByRole('button', { name: 'Continue', exact: true }).click();
  try {
    await page.waitForURL(/\/dashboard$/, { timeout: 60000 });
  } catch {
    const said = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    ).replace(/\s+/g, ' ');
    const popupState = popup.isClosed() ? 'closed' : `open at ${popup.url()}`;
    throw new Error(
      `Signing in did not reach /dashboard within 60 s (the page is at ${page.url()} and says "${said.slice(0, 300)}"; the popup is ${popupState}).`,
    );
  }
}

/**
 * The signed-in session of `context` without Firestore's persistent cache: Auth's IndexedDB
 * (and any localStorage of Auth) kept, Firestore's databases and tab metadata dropped.
 */
export async function authOnlyStorageState(context) {
  const state = await context.storageState({ indexedDB: true });
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => !name.startsWith('firestore')),
      indexedDB: (origin.indexedDB ?? []).filter(({ name }) => !name.startsWith('firestore')),
    })),
  };
}

/** The uid of an Auth emulator account, by email. */
export async function uidForEmail({ authUrl, projectId, email }) {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = await response.json();
  const uid = body.users?.[0]?.localId;
  if (!uid)
    throw new Error(`The Auth emulator has no account for ${email}: ${JSON.stringify(body)}`);
  return uid;
}

/** Waits until the app's first sign-in has written users/{uid}, so our write can't race it. */
export async function waitForUserRecord({ firestoreUrl, projectId, uid, timeoutMs = 30000 }) {
  const url = documentsUrl({ firestoreUrl, projectId }, `users/${uid}`);
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const response = await fetch(url, { headers: ADMIN_HEADERS });
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`users/${uid} was not written within ${timeoutMs / 1000} s of signing in.`);
}
