// Looks at and changes emulator data behind the app's back, as an administrator would
// ("Bearer owner" passes the emulators' security rules).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  makeBoard,
  seedBoard as seedBoardAsAdmin,
  type MadeBoard,
} from '../../scripts/bench/seedBoard.mjs';
import { e2eEnvironment } from './environment';

const { projectId, authEmulatorUrl, firestoreEmulatorUrl } = e2eEnvironment;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const documents = `${firestoreEmulatorUrl}/v1/projects/${projectId}/databases/(default)/documents`;

export interface StoredUserRecord {
  boards: string[];
  createTime: string;
  updateTime: string;
}

export async function uidForEmail(email: string): Promise<string | null> {
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    { method: 'POST', headers: owner, body: JSON.stringify({ email: [email] }) },
  );
  const body = (await response.json()) as { users?: { localId: string }[] };
  return body.users?.[0]?.localId ?? null;
}

export async function readUserRecord(uid: string): Promise<StoredUserRecord | null> {
  const response = await fetch(`${documents}/users/${uid}`, { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading users/${uid} failed: ${response.status}`);
  const body = (await response.json()) as {
    fields: { boards?: { arrayValue: { values?: { stringValue: string }[] } } };
    createTime: string;
    updateTime: string;
  };
  return {
    boards: (body.fields.boards?.arrayValue.values ?? []).map((value) => value.stringValue),
    createTime: body.createTime,
    updateTime: body.updateTime,
  };
}

export async function writeUserBoards(uid: string, boards: string[]): Promise<void> {
  const response = await fetch(`${documents}/users/${uid}?updateMask.fieldPaths=boards`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({
      fields: { boards: { arrayValue: { values: boards.map((id) => ({ stringValue: id })) } } },
    }),
  });
  if (!response.ok) throw new Error(`Writing users/${uid} failed: ${response.status}`);
}

/** A fresh account for each test, so tests never see each other's data. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Replaces the Firestore emulator's security rules (the project's own file when `content` is omitted). */
export async function loadFirestoreRules(content?: string): Promise<void> {
  const rules = content ?? readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8');
  const response = await fetch(
    `${firestoreEmulatorUrl}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!response.ok) throw new Error(`Loading rules failed: ${response.status}`);
}

export const DENY_ALL_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if false; }
  }
}`;

// --- Boards, as an administrator sees them on the server ---------------------------------------

type RestValue = Record<string, unknown>;

/** A Firestore REST value as plain JSON. */
function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(decode);
  }
  if ('mapValue' in value) {
    return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {});
  }
  return undefined;
}

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

function encode(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return {
    mapValue: {
      fields: Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encode(v)]),
      ),
    },
  };
}

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

/** One document by path ("boards/abc"), or null when it does not exist. */
export async function readDocument(docPath: string): Promise<StoredDocument | null> {
  const response = await fetch(`${documents}/${docPath}`, { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${docPath} failed: ${response.status}`);
  const body = (await response.json()) as { name: string; fields?: Record<string, RestValue> };
  return { id: body.name.split('/').pop()!, data: decodeFields(body.fields ?? {}) };
}

/** Every document of a collection ("boards/abc/cards"). */
export async function listDocuments(collectionPath: string): Promise<StoredDocument[]> {
  const found: StoredDocument[] = [];
  let pageToken = '';
  do {
    const url = `${documents}/${collectionPath}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const response = await fetch(url, { headers: owner });
    if (!response.ok) throw new Error(`Listing ${collectionPath} failed: ${response.status}`);
    const body = (await response.json()) as {
      documents?: { name: string; fields?: Record<string, RestValue> }[];
      nextPageToken?: string;
    };
    for (const doc of body.documents ?? []) {
      found.push({ id: doc.name.split('/').pop()!, data: decodeFields(doc.fields ?? {}) });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Writes (merges) fields of a document, as another device of the same person would. */
export async function patchDocument(docPath: string, data: Record<string, unknown>) {
  const mask = Object.keys(data)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join('&');
  const response = await fetch(`${documents}/${docPath}?${mask}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({
      fields: (encode(data) as { mapValue: { fields: unknown } }).mapValue.fields,
    }),
  });
  if (!response.ok) throw new Error(`Writing ${docPath} failed: ${response.status}`);
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
  await seedBoardAsAdmin({ firestoreUrl: firestoreEmulatorUrl, projectId, uid, board });
  return board;
}
