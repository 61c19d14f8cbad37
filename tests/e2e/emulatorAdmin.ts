// Looks at and changes emulator data behind the app's back, as an administrator would
// ("Bearer owner" passes the emulators' security rules).
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
