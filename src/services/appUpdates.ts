// The service worker that lets the app open offline (the build generates it: webpack.config.js,
// production only), and word of a newer version of the app waiting to take over. workbox-window
// loads after the page has loaded, in a chunk of its own, so the first screen does not carry it.
import type { Workbox } from 'workbox-window';
import type { Unsubscribe } from './types';

const SCRIPT_URL = '/sw.js';
/** An open tab asks for a new version this often; browsers themselves check only on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const updateListeners = new Set<() => void>();
let updateWaiting = false;
let registration: Promise<Workbox | null> | null = null;

/** Only production builds have a service worker: in development it would serve stale bundles. */
export function appUpdatesEnabled(): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function register(): Promise<Workbox | null> {
  await afterPageLoad();
  const { Workbox } = await import(/* webpackChunkName: "app-updates" */ 'workbox-window');
  const workbox = new Workbox(SCRIPT_URL);
  // Before register(): a worker already waiting from an earlier visit is announced during it.
  // Also fires for a worker another tab of the app installed.
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    updateListeners.forEach((listener) => listener());
  });
  await workbox.register();
  setInterval(() => {
    workbox.update().catch(() => undefined); // Offline: the next check will do.
  }, UPDATE_CHECK_MS);
  return workbox;
}

/** Registers the service worker once; null when the browser refused it (the app works without). */
function registered(): Promise<Workbox | null> {
  registration ??= register().catch((error: unknown) => {
    console.warn('The app could not install its offline copy:', error);
    return null;
  });
  return registration;
}

/**
 * Registers the service worker (once) and calls `onUpdateReady` when a new version of the app
 * has been downloaded and waits for this page to let it take over.
 */
export function subscribeToAppUpdates(onUpdateReady: () => void): Unsubscribe {
  const listener = () => onUpdateReady();
  updateListeners.add(listener);
  void registered().then(() => {
    if (updateWaiting && updateListeners.has(listener)) listener();
  });
  return () => {
    updateListeners.delete(listener);
  };
}

/**
 * Lets the waiting version take over and reloads the page into it once it controls the page.
 * Reloads at once when nothing waits (another tab already switched to the new version).
 */
export async function reloadIntoNewVersion(): Promise<void> {
  const workbox = await registration;
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!workbox || !waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
