// Where the end-to-end run's app and emulators listen: not the `npm start` defaults.
const host = '127.0.0.1';
const appPort = process.env.E2E_APP_PORT ?? '3100';
const authPort = process.env.E2E_AUTH_EMULATOR_PORT ?? '9199';
const firestorePort = process.env.E2E_FIRESTORE_EMULATOR_PORT ?? '8180';
const projectId = 'demo-boards';

export const e2eEnvironment = {
  projectId,
  appUrl: `http://${host}:${appPort}`,
  authEmulatorUrl: `http://${host}:${authPort}`,
  firestoreEmulatorUrl: `http://${host}:${firestorePort}`,
  processEnv: {
    PORT: appPort,
    AUTH_EMULATOR_PORT: authPort,
    FIRESTORE_EMULATOR_PORT: firestorePort,
    FIREBASE_PROJECT_ID: projectId,
  },
};
