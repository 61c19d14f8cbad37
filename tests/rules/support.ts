/**
 * Shared set-up for the Firestore security rules tests (firestore.rules).
 *
 * Each test file calls rulesTestEnvironment() with its own project id: Jest runs
 * the files in parallel, and the emulator keeps each project's data (and
 * rules) apart, so one file clearing its data between tests cannot touch
 * another's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  setLogLevel,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';

const RULES_PATH = resolve(__dirname, '../../firestore.rules');

export const ALICE = 'alice';
export const BOB = 'bob';

/** Writes in one batch when seeding, well under Firestore's 500. */
const SEED_BATCH = 400;

/** When seeded documents were written: long before any request a test makes. */
export const EARLIER = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

/** A board as stored (docs/data-model.md), owned by `ownerId`. */
export function storedBoard(ownerId: string, overrides: DocumentData = {}): DocumentData {
  return {
    ownerId,
    title: 'Roadmap',
    color: 'blue',
    labels: [],
    cardCount: 0,
    listCount: 0,
    deleting: false,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    ...overrides,
  };
}

/** The board's counts document (docs/data-model.md, "The counts are exact"). */
export function countsRef(db: Firestore, boardId: string) {
  return doc(db, 'boards', boardId, 'meta', 'counts');
}

/**
 * The counts' side of a batch that creates (+1) or deletes (-n) the cards `cardIds`, as
 * src/services/firebase/counts.ts countCards writes it: increments, merged, no read first.
 */
export function countCards(
  batch: WriteBatch,
  db: Firestore,
  boardId: string,
  delta: number,
  cardIds: string[],
): void {
  batch.set(
    countsRef(db, boardId),
    { cardCount: increment(delta), listCount: increment(0), countedCards: cardIds },
    { merge: true },
  );
}

/** The counts' side of a batch that creates (+1) or deletes (-1) the list `listId`. */
export function countList(
  batch: WriteBatch,
  db: Firestore,
  boardId: string,
  delta: number,
  listId: string,
): void {
  batch.set(
    countsRef(db, boardId),
    { cardCount: increment(0), listCount: increment(delta), countedList: listId },
    { merge: true },
  );
}

/** A board's real counts, read as `db`: what the board stores plus its counts document. */
export async function countsOf(
  db: Firestore,
  boardId: string,
): Promise<{ cardCount: number; listCount: number }> {
  const board = await getDoc(doc(db, 'boards', boardId));
  const counts = await getDoc(countsRef(db, boardId));
  const stored = (field: string, from: typeof board) =>
    (from.get(field) as number | undefined) ?? 0;
  return {
    cardCount: stored('cardCount', board) + stored('cardCount', counts),
    listCount: stored('listCount', board) + stored('listCount', counts),
  };
}

/** A board member as stored under `members.<uid>` (src/domain/members.ts). */
export function storedMember(
  role: 'owner' | 'editor' | 'viewer',
  name: string,
  email: string,
): DocumentData {
  return { role, name, email };
}

/** A list as stored, created and last changed at EARLIER. */
export function storedList(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'To do',
    rank: 'a0',
    archived: false,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    ...overrides,
  };
}

/** A card's own fields, without timestamps. */
export function cardFields(listId: string): DocumentData {
  return {
    listId,
    rank: 'a0',
    title: 'Write the launch post',
    description: '',
    labelIds: [],
    due: null,
    checklist: {},
    archived: false,
  };
}

/** A card as stored in `listId`, created and last changed at EARLIER. */
export function storedCard(listId: string, overrides: DocumentData = {}): DocumentData {
  return { ...cardFields(listId), createdAt: EARLIER, updatedAt: EARLIER, ...overrides };
}

/** `count` distinct ids with a prefix: board-0, board-1, … */
export function ids(count: number, prefix = 'board'): string[] {
  return Array.from({ length: count }, (_: unknown, i: number) => `${prefix}-${i}`);
}

interface HostAndPort {
  host: string;
  port: number;
}

/**
 * Parses FIRESTORE_EMULATOR_HOST ("host:port", or "[::1]:port"), which `npm run test:rules`
 * sets. Without it, the rules tests' own port (scripts/with-emulators.mjs), never `npm start`'s
 * 8080: clearing a test project there could wipe the data of a running `npm start`.
 */
export function emulatorAddress(value: string | undefined): HostAndPort {
  const fallback: HostAndPort = { host: '127.0.0.1', port: 8380 };
  if (!value) return fallback;
  const separator = value.lastIndexOf(':');
  if (separator <= 0) return fallback;
  const host = value.slice(0, separator).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(separator + 1));
  if (!host || !Number.isInteger(port) || port <= 0) return fallback;
  return { host, port };
}

/**
 * The context's Firestore as the modular (v9+) type the app uses. The SDK
 * accepts the compat instance the test library hands out; only the typings
 * differ.
 */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** What a sign-in token may carry besides the uid (the rules read email and email_verified). */
export interface TokenClaims {
  email?: string;
  email_verified?: boolean;
  /** The display name (Firebase Auth puts it in the token as `name`). */
  name?: string;
}

export interface RulesTestHarness {
  /** A Firestore client signed in as `uid`, with `claims` in its token. */
  signedInAs(uid: string, claims?: TokenClaims): Firestore;
  /** A Firestore client with nobody signed in. */
  signedOut(): Firestore;
  /** Writes documents (path → data) directly, bypassing the rules, to set up a test. */
  seed(documents: Record<string, DocumentData>): Promise<void>;
}

/**
 * Loads firestore.rules into the emulator for `projectId` before the file's
 * tests, clears that project's data before each test, and cleans up after.
 */
export function rulesTestEnvironment(projectId: string): RulesTestHarness {
  let testEnv: RulesTestEnvironment | undefined;

  function env(): RulesTestEnvironment {
    if (!testEnv) throw new Error('The rules test environment is not set up.');
    return testEnv;
  }

  beforeAll(async () => {
    // Refused writes are the point of most tests; don't let the SDK log a
    // warning for each one.
    setLogLevel('error');
    const { host, port } = emulatorAddress(process.env.FIRESTORE_EMULATOR_HOST);
    try {
      testEnv = await initializeTestEnvironment({
        projectId,
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
    await env().clearFirestore();
  });

  afterAll(async () => {
    // testEnv is unset if the emulator could not be reached in beforeAll.
    if (testEnv) await testEnv.cleanup();
  });

  return {
    signedInAs: (uid: string, claims: TokenClaims = {}): Firestore =>
      firestoreOf(env().authenticatedContext(uid, { ...claims })),
    signedOut: (): Firestore => firestoreOf(env().unauthenticatedContext()),
    seed: async (documents: Record<string, DocumentData>): Promise<void> => {
      await env().withSecurityRulesDisabled(async (context: RulesTestContext): Promise<void> => {
        const db = firestoreOf(context);
        const entries = Object.entries(documents);
        for (let start = 0; start < entries.length; start += SEED_BATCH) {
          const batch = writeBatch(db);
          for (const [path, data] of entries.slice(start, start + SEED_BATCH)) {
            batch.set(doc(db, path), data);
          }
          await batch.commit();
        }
      });
    },
  };
}
