import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { readFirebaseSettings, type FirebaseSettings } from '../../config/env';

/** The one Firebase app of this page, created on first use. */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const settings = firebaseSettings();
  return initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    ...(settings.appId ? { appId: settings.appId } : {}),
  });
}

let settingsCache: FirebaseSettings | null = null;
export function firebaseSettings(): FirebaseSettings {
  settingsCache ??= readFirebaseSettings();
  return settingsCache;
}
