// Build-time settings: webpack's DefinePlugin replaces each `process.env.X` below with a literal.
// Tests read the real process.env, so every value has a default (defaults.js, which the build
// and the scripts share).
import { DEFAULTS, parseCacheSizeBytes } from './defaults';

export { DEFAULT_CACHE_SIZE_BYTES, MIN_CACHE_SIZE_BYTES, parseCacheSizeBytes } from './defaults';

export interface FirebaseSettings {
  useEmulators: boolean;
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  emulatorHost: string;
  authEmulatorPort: number;
  firestoreEmulatorPort: number;
  functionsEmulatorPort: number;
  cacheSizeBytes: number;
}

export function readFirebaseSettings(): FirebaseSettings {
  const projectId = process.env.FIREBASE_PROJECT_ID || DEFAULTS.projectId;
  return {
    useEmulators: process.env.FIREBASE_USE_EMULATORS !== 'false',
    apiKey: process.env.FIREBASE_API_KEY || DEFAULTS.apiKey,
    authDomain: process.env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: process.env.FIREBASE_APP_ID || '',
    emulatorHost: process.env.EMULATOR_HOST || DEFAULTS.emulatorHost,
    authEmulatorPort: Number(process.env.AUTH_EMULATOR_PORT || DEFAULTS.authEmulatorPort),
    firestoreEmulatorPort: Number(
      process.env.FIRESTORE_EMULATOR_PORT || DEFAULTS.firestoreEmulatorPort,
    ),
    functionsEmulatorPort: Number(
      process.env.FUNCTIONS_EMULATOR_PORT || DEFAULTS.functionsEmulatorPort,
    ),
    cacheSizeBytes: parseCacheSizeBytes(process.env.FIRESTORE_CACHE_SIZE_BYTES),
  };
}
