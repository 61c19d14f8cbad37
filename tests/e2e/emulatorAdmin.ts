// Looks at and changes emulator data behind the app's back, as an administrator would
// ("Bearer owner" passes the emulators' security rules). Firestore's side is
// scripts/lib/firestoreRest.mjs, aimed at the e2e run's emulator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  makeBoard,
  seedBoard as seedBoardAsAdmin,
  type MadeBoard,
} from '../../scripts/bench/seedBoard.mjs';
import * as firestoreRest from '../../scripts/lib/firestoreRest.mjs';
import { e2eEnvironment } from './environment';

const { projectId, authEmulatorUrl, firestoreEmulatorUrl } = e2eEnvironment;
const firestore = { firestoreUrl: firestoreEmulatorUrl, projectId };

export type StoredDocument = firestoreRest.StoredDocument;

export interface StoredUserRecord {
  boards: string[];
  createTime: string;
  updateTime: string;
}

export async function uidForEmail(email: string): Promise<string | null> {
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: firestoreRest.ADMIN_HEADERS,
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: { localId: string }[] };
  return body.users?.[0]?.localId ?? null;
}

export async function readUserRecord(uid: string): Promise<StoredUserRecord | null> {
  const stored = await firestoreRest.readDocument(firestore, `users/${uid}`);
  if (!stored) return null;
  return {
    boards: (stored.data.boards as string[] | undefined) ?? [],
    createTime: stored.createTime,
    updateTime: stored.updateTime,
  };
}

export async function writeUserBoards(uid: string, boards: string[]): Promise<void> {
  await firestoreRest.patchDocument(firestore, `users/${uid}`, { boards });
}

/** A fresh account for each test, so tests never see each other's data. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Replaces the Firestore emulator's security rules (the project's own file when `content` is omitted). */
export async function loadFirestoreRules(content?: string): Promise<void> {
  const rules = content ?? readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8');
  await firestoreRest.loadRules(firestore, rules);
}

export const DENY_ALL_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if false; }
  }
}`;

// --- Boards, as an administrator sees them on the server ---------------------------------------

/** One document by path ("boards/abc"), or null when it does not exist. */
export function readDocument(docPath: string): Promise<StoredDocument | null> {
  return firestoreRest.readDocument(firestore, docPath);
}

/**
 * A board's real counts: what its document stores plus its counts document (boards/{id}/meta/
 * counts, docs/data-model.md), or null when the board does not exist.
 */
export async function readCounts(
  boardId: string,
): Promise<{ cardCount: number; listCount: number } | null> {
  const board = await readDocument(`boards/${boardId}`);
  if (!board) return null;
  const counts = (await readDocument(`boards/${boardId}/meta/counts`))?.data ?? {};
  const sum = (field: 'cardCount' | 'listCount') =>
    Number(board.data[field] ?? 0) + Number(counts[field] ?? 0);
  return { cardCount: sum('cardCount'), listCount: sum('listCount') };
}

/** Every document of a collection ("boards/abc/cards"). */
export function listDocuments(collectionPath: string): Promise<StoredDocument[]> {
  return firestoreRest.listDocuments(firestore, collectionPath);
}

/** Writes (merges) fields of a document, as another device of the same person would. */
export function patchDocument(docPath: string, data: Record<string, unknown>): Promise<void> {
  return firestoreRest.patchDocument(firestore, docPath, data);
}

/**
 * Stores whole documents ({ path: data }) in one commit, as another device's batch would: a
 * listener gets them in one snapshot.
 */
export function setDocuments(documents: Record<string, Record<string, unknown>>): Promise<void> {
  return firestoreRest.commit(
    firestore,
    Object.entries(documents).map(([docPath, data]) =>
      firestoreRest.setWrite(projectId, docPath, data),
    ),
  );
}

/**
 * Stores a board of `lists` lists ("List 1", …) sharing `cards` cards for `uid`, as another
 * device would have made it (the benchmark's seeder), and puts it on that person's dashboard.
 */
export async function seedBoard(
  uid: string,
  { lists, cards }: { lists: number; cards: number },
): Promise<MadeBoard> {
  const board = makeBoard({ ownerId: uid, listCount: lists, cardCount: cards, seed: Date.now() });
  await seedBoardAsAdmin({ ...firestore, uid, board });
  return board;
}
