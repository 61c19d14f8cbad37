// Types of firestoreRest.mjs, for the TypeScript end-to-end tests that use it.

/** Which emulator and project a call goes to; firestoreUrl like "http://127.0.0.1:8080". */
export interface FirestoreTarget {
  firestoreUrl: string;
  projectId: string;
}
/** A Firestore REST value ({ stringValue: … }, { mapValue: { fields } }, …). */
export type RestValue = Record<string, unknown>;
/** A document as the REST API sends it. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
  createTime: string;
  updateTime: string;
}
/** A stored document with its fields as plain data. */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}
/** One write of a commit. */
export type Write = Record<string, unknown>;

export const ADMIN_HEADERS: Record<string, string>;
export const MAX_WRITES_PER_COMMIT: number;

export function encode(value: unknown): RestValue;
export function encodeFields(data: Record<string, unknown>): Record<string, RestValue>;
export function decode(value: RestValue): unknown;
export function decodeFields(fields: Record<string, RestValue>): Record<string, unknown>;

export function databaseName(projectId: string): string;
export function documentName(projectId: string, docPath: string): string;
export function documentsUrl(target: FirestoreTarget, docPath?: string): string;

export function readDocument(
  target: FirestoreTarget,
  docPath: string,
): Promise<StoredDocument | null>;
export function listDocuments(
  target: FirestoreTarget,
  collectionPath: string,
): Promise<StoredDocument[]>;
export function patchDocument(
  target: FirestoreTarget,
  docPath: string,
  data: Record<string, unknown>,
): Promise<void>;

export function setWrite(projectId: string, docPath: string, data: Record<string, unknown>): Write;
export function commit(target: FirestoreTarget, writes: Write[]): Promise<void>;
export function commitAll(
  target: FirestoreTarget,
  writes: Write[],
  options?: { atOnce?: number },
): Promise<void>;

export function runQuery(
  target: FirestoreTarget,
  parentPath: string,
  structuredQuery: Record<string, unknown>,
): Promise<RestDocument[]>;
export function countDocuments(
  target: FirestoreTarget,
  parentPath: string,
  collectionId: string,
): Promise<number>;

export function loadRules(target: FirestoreTarget, rules: string): Promise<void>;
