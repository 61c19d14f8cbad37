// The app's calls to its callable Cloud Functions (functions/), on the Functions emulator when
// the app runs on the emulators. Loaded with the client that calls it, after the first paint.
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { firebaseApp, firebaseSettings } from './app';

/** The region every function is deployed to (functions/src/index.ts sets the same). */
export const FUNCTIONS_REGION = 'us-central1';

let functionsInstance: Functions | null = null;

function functions(): Functions {
  if (functionsInstance) return functionsInstance;
  const settings = firebaseSettings();
  functionsInstance = getFunctions(firebaseApp(), FUNCTIONS_REGION);
  if (settings.useEmulators) {
    connectFunctionsEmulator(
      functionsInstance,
      settings.emulatorHost,
      settings.functionsEmulatorPort,
    );
  }
  return functionsInstance;
}

/**
 * Calls the callable function `name` with `data` as the signed-in person. A refusal arrives as
 * a FunctionsError whose `code` is the HttpsError's ("invalid-argument", "permission-denied",
 * …) and whose `message` is the function's own plain words.
 */
export async function callFunction<Input, Output>(name: string, data: Input): Promise<Output> {
  const callable = httpsCallable<Input, Output>(functions(), name, { timeout: 540_000 });
  const result = await callable(data);
  return result.data;
}
