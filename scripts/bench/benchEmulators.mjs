// The emulator settings a benchmark runs with, in one place: its own ports (so it never meets
// `npm start`'s or the e2e run's emulators), overridable by BENCH_AUTH_EMULATOR_PORT,
// BENCH_FIRESTORE_EMULATOR_PORT and BENCH_FUNCTIONS_EMULATOR_PORT. Set in process.env, where both the emulators (readConfig) and
// the production build (webpack.config.js) read them, so call this before either starts.

/** Sets the settings for the given default ports; returns the project and the emulators' URLs. */
export function useBenchEmulators({
  authPort,
  firestorePort,
  functionsPort = firestorePort - 3000,
}) {
  Object.assign(process.env, {
    FIREBASE_USE_EMULATORS: 'true',
    FIREBASE_PROJECT_ID: 'demo-boards',
    EMULATOR_HOST: '127.0.0.1',
    AUTH_EMULATOR_PORT: process.env.BENCH_AUTH_EMULATOR_PORT ?? String(authPort),
    FIRESTORE_EMULATOR_PORT: process.env.BENCH_FIRESTORE_EMULATOR_PORT ?? String(firestorePort),
    FUNCTIONS_EMULATOR_PORT: process.env.BENCH_FUNCTIONS_EMULATOR_PORT ?? String(functionsPort),
  });
  return {
    projectId: process.env.FIREBASE_PROJECT_ID,
    authUrl: `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT}`,
    firestoreUrl: `http://127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT}`,
    functionsUrl: `http://127.0.0.1:${process.env.FUNCTIONS_EMULATOR_PORT}`,
  };
}
