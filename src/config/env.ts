// Build-time settings: webpack's DefinePlugin replaces each `process.env.X` below with a literal.
// Tests read the real process.env, so every value has a default.

export const DEFAULT_CACHE_SIZE_BYTES = 41943040; // Firestore's own default, 40 MiB.
export const MIN_CACHE_SIZE_BYTES = 1048576; // Firestore refuses anything under 1 MiB.

export interface FirebaseSettings {
  useEmulators: boolean;
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  emulatorHost: string;
  authEmulatorPort: number;
  firestoreEmulatorPort: number;
  cacheSizeBytes: number;
}

/** Reads the cache size setting; refuses what Firestore would refuse, in words. */
export function parseCacheSizeBytes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CACHE_SIZE_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_CACHE_SIZE_BYTES) {
    throw new Error(
      `FIRESTORE_CACHE_SIZE_BYTES must be a whole number of bytes of at least ${MIN_CACHE_SIZE_BYTES} (1 MiB); got "${raw}".`,
    );
  }
  return value;
}

export function readFirebaseSettings(): FirebaseSettings {
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-boards';
  return {
    useEmulators: process.env.FIREBASE_USE_EMULATORS !== 'false',
    apiKey: process.env.FIREBASE_API_KEY || 'demo-api-key',
    authDomain: process.env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: process.env.FIREBASE_APP_ID || '',
    emulatorHost: process.env.EMULATOR_HOST || '127.0.0.1',
    authEmulatorPort: Number(process.env.AUTH_EMULATOR_PORT || 9099),
    firestoreEmulatorPort: Number(process.env.FIRESTORE_EMULATOR_PORT || 8080),
    cacheSizeBytes: parseCacheSizeBytes(process.env.FIRESTORE_CACHE_SIZE_BYTES),
  };
}
