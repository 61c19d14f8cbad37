// Types of defaults.js.
export const DEFAULTS: Readonly<{
  apiKey: string;
  projectId: string;
  emulatorHost: string;
  authEmulatorPort: number;
  firestoreEmulatorPort: number;
  functionsEmulatorPort: number;
  devServerHost: string;
  devServerPort: number;
  previewPort: number;
}>;
export const DEFAULT_CACHE_SIZE_BYTES: number;
export const MIN_CACHE_SIZE_BYTES: number;
/** Reads the cache size setting; refuses what Firestore would refuse, in words. */
export function parseCacheSizeBytes(raw: string | undefined): number;
