// The one source of the settings' defaults, and of the check on the cache size setting.
// CommonJS, so webpack.config.js and the scripts (scripts/emulators.mjs) load it as it is;
// src/config/env.ts imports it, typed by defaults.d.ts.

/** Without settings of its own, everything runs on the local emulators of a demo project. */
const DEFAULTS = Object.freeze({
  apiKey: 'demo-api-key',
  projectId: 'demo-boards', // A `demo-` project needs no credentials.
  emulatorHost: '127.0.0.1',
  authEmulatorPort: 9099,
  firestoreEmulatorPort: 8080,
  functionsEmulatorPort: 5001,
  devServerHost: '127.0.0.1',
  devServerPort: 3000,
  // `npm run preview`: a port of its own, so its service worker never takes over the dev server.
  previewPort: 3001,
});

const DEFAULT_CACHE_SIZE_BYTES = 41943040; // Firestore's own default, 40 MiB.
const MIN_CACHE_SIZE_BYTES = 1048576; // Firestore refuses anything under 1 MiB.

/**
 * Reads FIRESTORE_CACHE_SIZE_BYTES (unset or blank: the default); refuses what Firestore would
 * refuse, in words. The build runs it too, so a bad value fails `npm run build`.
 */
function parseCacheSizeBytes(raw) {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CACHE_SIZE_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_CACHE_SIZE_BYTES) {
    throw new Error(
      `FIRESTORE_CACHE_SIZE_BYTES must be a whole number of bytes of at least ${MIN_CACHE_SIZE_BYTES} (1 MiB); got "${raw}".`,
    );
  }
  return value;
}

module.exports = { DEFAULTS, DEFAULT_CACHE_SIZE_BYTES, MIN_CACHE_SIZE_BYTES, parseCacheSizeBytes };
