/**
 * Firestore security rules tests (firestore.rules).
 *
 * Runs against a Firestore emulator at FIRESTORE_EMULATOR_HOST (default
 * 127.0.0.1:8080): `npm run test:rules` starts one for you. The rules under
 * test are read from firestore.rules and loaded into the emulator on start-up,
 * so these tests always exercise the file in the repository.
 *
 * Every rule is checked from both sides: what it allows and what it refuses.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

const PROJECT_ID = 'demo-boards';
const RULES_PATH = resolve(__dirname, '../../firestore.rules');

const ALICE = 'alice';
const BOB = 'bob';

interface HostAndPort {
  host: string;
  port: number;
}

/** Parses FIRESTORE_EMULATOR_HOST ("host:port", or "[::1]:port"). */
function emulatorAddress(value: string | undefined): HostAndPort {
  const fallback: HostAndPort = { host: '127.0.0.1', port: 8080 };
  if (!value) return fallback;
  const separator = value.lastIndexOf(':');
  if (separator <= 0) return fallback;
  const host = value.slice(0, separator).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(separator + 1));
  if (!host || !Number.isInteger(port) || port <= 0) return fallback;
  return { host, port };
}

let testEnv: RulesTestEnvironment;

/**
 * The context's Firestore as the modular (v9+) type the app uses. The SDK
 * accepts the compat instance the test library hands out; only the typings
 * differ.
 */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** A Firestore client signed in as `uid`. */
function signedInAs(uid: string): Firestore {
  return firestoreOf(testEnv.authenticatedContext(uid));
}

/** A Firestore client with nobody signed in. */
function signedOut(): Firestore {
  return firestoreOf(testEnv.unauthenticatedContext());
}

function userRecord(db: Firestore, uid: string): DocumentReference {
  return doc(db, 'users', uid);
}

/** Writes documents directly, bypassing the rules, to set up a test. */
async function seed(documents: Record<string, DocumentData>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context: RulesTestContext): Promise<void> => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(documents)) {
      await setDoc(doc(db, path), data);
    }
  });
}

/** Board ids as the app will store them. */
function boardIds(count: number): string[] {
  return Array.from({ length: count }, (_: unknown, i: number) => `board-${i}`);
}

beforeAll(async () => {
  // Refused writes are the point of most tests; don't let the SDK log a
  // warning for each one.
  setLogLevel('error');
  const { host, port } = emulatorAddress(process.env.FIRESTORE_EMULATOR_HOST);
  try {
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host, port },
    });
  } catch (error: unknown) {
    // The library only says "fetch failed"; say what to do about it.
    throw new Error(
      `Could not load firestore.rules into the Firestore emulator at ${host}:${port}. ` +
        'Run `npm run test:rules`, or start an emulator and set FIRESTORE_EMULATOR_HOST.',
      { cause: error },
    );
  }
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

afterAll(async () => {
  // testEnv is unset if the emulator could not be reached in beforeAll.
  if (testEnv) await testEnv.cleanup();
});

describe('creating a user record', () => {
  it('a signed-in user can create their own record with an empty boards list', async () => {
    await assertSucceeds(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
  });

  it('a user cannot create their record with extra fields', async () => {
    await assertFails(
      setDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: [],
        isAdmin: true,
      }),
    );
  });

  it('a user cannot create their record with starred preferences already in it', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [], starred: [] }));
  });

  it('a user cannot create their record with boards already in it', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: ['board-1'] }));
  });

  it('a user cannot create their record with boards that is not a list', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(userRecord(db, ALICE), { boards: 'board-1' }));
    await assertFails(setDoc(userRecord(db, ALICE), { boards: {} }));
    await assertFails(setDoc(userRecord(db, ALICE), { boards: null }));
  });

  it('a user cannot create their record without a boards list', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), {}));
  });

  it("a user cannot create another user's record", async () => {
    await assertFails(setDoc(userRecord(signedInAs(BOB), ALICE), { boards: [] }));
  });

  it('a signed-out visitor cannot create any user record', async () => {
    await assertFails(setDoc(userRecord(signedOut(), ALICE), { boards: [] }));
  });
});

describe('reading a user record', () => {
  beforeEach(async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['board-1'] } });
  });

  it('a signed-in user can read their own record', async () => {
    const snapshot = await assertSucceeds(getDoc(userRecord(signedInAs(ALICE), ALICE)));
    expect(snapshot.data()).toEqual({ boards: ['board-1'] });
  });

  it('a signed-in user can check for their own record before it exists', async () => {
    const snapshot = await assertSucceeds(getDoc(userRecord(signedInAs(BOB), BOB)));
    expect(snapshot.exists()).toBe(false);
  });

  it("a user cannot read another user's record", async () => {
    await assertFails(getDoc(userRecord(signedInAs(BOB), ALICE)));
  });

  it('a signed-out visitor cannot read any user record', async () => {
    await assertFails(getDoc(userRecord(signedOut(), ALICE)));
  });

  it('a user cannot list everyone’s records', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'users')));
    await assertFails(getDocs(collection(signedOut(), 'users')));
  });
});

describe('updating a user record', () => {
  beforeEach(async () => {
    await seed({
      [`users/${ALICE}`]: { boards: [] },
      [`users/${BOB}`]: { boards: [] },
    });
  });

  it('a user can save a new list of boards to their record', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: ['board-1', 'board-2'],
      }),
    );
  });

  it('a user can empty their list of boards', async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['board-1'] } });
    await assertSucceeds(updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
  });

  it('a user can keep up to 1000 boards in their record', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: boardIds(1000),
      }),
    );
  });

  it('a user cannot keep more than 1000 boards in their record', async () => {
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: boardIds(1001),
      }),
    );
  });

  it('a user can save their starred boards alongside their boards', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), {
        starred: ['board-1'],
      }),
    );
  });

  it('a user cannot save starred boards that are not a list', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { starred: 'board-1' }));
  });

  it('a user cannot replace their boards list with a string', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: 'board-1' }));
  });

  it('a user cannot remove the boards list from their record', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { starred: [] }));
  });

  it('a user cannot add an unknown field to their record', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { isAdmin: true }));
  });

  it("a user cannot change another user's record", async () => {
    await assertFails(updateDoc(userRecord(signedInAs(BOB), ALICE), { boards: ['board-1'] }));
  });

  it('a signed-out visitor cannot change any user record', async () => {
    await assertFails(updateDoc(userRecord(signedOut(), ALICE), { boards: ['board-1'] }));
  });
});

describe('deleting a user record', () => {
  beforeEach(async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['board-1'] } });
  });

  it('a user cannot delete their own record', async () => {
    await assertFails(deleteDoc(userRecord(signedInAs(ALICE), ALICE)));
  });

  it("a user cannot delete another user's record", async () => {
    await assertFails(deleteDoc(userRecord(signedInAs(BOB), ALICE)));
  });

  it('a signed-out visitor cannot delete any user record', async () => {
    await assertFails(deleteDoc(userRecord(signedOut(), ALICE)));
  });
});

describe('everything else', () => {
  const elsewhere: string[] = ['boards/board-1', `users/${ALICE}/private/settings`, 'admin/config'];

  beforeEach(async () => {
    const documents: Record<string, DocumentData> = {};
    for (const path of elsewhere) documents[path] = { owner: ALICE };
    await seed(documents);
  });

  it.each(elsewhere)('a signed-in user cannot read or write %s', async (path: string) => {
    const db = signedInAs(ALICE);
    await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { owner: ALICE }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it.each(elsewhere)('a signed-out visitor cannot read or write %s', async (path: string) => {
    const db = signedOut();
    await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { owner: ALICE }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it('a signed-in user cannot create a document in a new collection', async () => {
    await assertFails(setDoc(doc(signedInAs(ALICE), 'boards', 'board-2'), { owner: ALICE }));
  });

  it('a signed-in user cannot list another collection', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'boards')));
  });
});
