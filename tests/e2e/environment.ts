// Where the end-to-end run's app and emulators listen: not the `npm start` defaults.
import os from 'node:os';
import path from 'node:path';

const host = '127.0.0.1';
const appPort = process.env.E2E_APP_PORT ?? '3100';
// The production build (`npm run preview`), on its own origin so its service worker stays there.
const previewPort = process.env.E2E_PREVIEW_PORT ?? '3101';
const authPort = process.env.E2E_AUTH_EMULATOR_PORT ?? '9199';
const firestorePort = process.env.E2E_FIRESTORE_EMULATOR_PORT ?? '8180';
const functionsPort = process.env.E2E_FUNCTIONS_EMULATOR_PORT ?? '5101';
const projectId = 'demo-boards';

export const e2eEnvironment = {
  projectId,
  appUrl: `http://${host}:${appPort}`,
  previewUrl: `http://${host}:${previewPort}`,
  /** Where the preview is built: outside the work tree, one folder per port. */
  previewDir: path.join(os.tmpdir(), `boards-e2e-preview-${previewPort}`),
  authEmulatorUrl: `http://${host}:${authPort}`,
  firestoreEmulatorUrl: `http://${host}:${firestorePort}`,
  functionsEmulatorUrl: `http://${host}:${functionsPort}`,
  processEnv: {
    PORT: appPort,
    AUTH_EMULATOR_PORT: authPort,
    FIRESTORE_EMULATOR_PORT: firestorePort,
    FUNCTIONS_EMULATOR_PORT: functionsPort,
    FIREBASE_PROJECT_ID: projectId,
    // The pages under test never reload because a file was saved meanwhile (webpack.config.js).
    DEV_SERVER_FROZEN: '1',
  },
  previewEnv: {
    PREVIEW_PORT: previewPort,
    AUTH_EMULATOR_PORT: authPort,
    FIRESTORE_EMULATOR_PORT: firestorePort,
    FUNCTIONS_EMULATOR_PORT: functionsPort,
    FIREBASE_PROJECT_ID: projectId,
  },
};
