// The Firestore emulator's REST API as an administrator uses it: "Bearer owner" passes the
// security rules. One helper for the scripts (benchmarks) and the end-to-end tests, which
// import it typed through firestoreRest.d.mts. Plain Node (fetch), no dependencies.
//
// Every call takes a target, { firestoreUrl, projectId } (firestoreUrl like
// "http://127.0.0.1:8080"), and document paths relative to the database ("boards/abc").

export const ADMIN_HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
/** Firestore's limit of writes in one commit. */
export const MAX_WRITES_PER_COMMIT = 500;

// --- Values ---------------------------------------------------------------------------

/** A Firestore REST value from plain JSON (Dates become timestamps). */
export function encode(value) {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value) } };
}

/** A document's fields from a plain object. */
export function encodeFields(data) {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));
}

/** A Firestore REST value as plain JSON (timestamps stay ISO strings, integers become numbers). */
export function decode(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  return undefined;
}

/** A document's fields as a plain object. */
export function decodeFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

// --- Paths ----------------------------------------------------------------------------

/** "projects/<id>/databases/(default)". */
export function databaseName(projectId) {
  return `projects/${projectId}/databases/(default)`;
}

/** A document's full name, as commits and query results spell it. */
export function documentName(projectId, docPath) {
  return `${databaseName(projectId)}/documents/${docPath}`;
}

/** The REST URL of a document or collection path ("" for the database's root). */
export function documentsUrl({ firestoreUrl, projectId }, docPath = '') {
  const root = `${firestoreUrl}/v1/${databaseName(projectId)}/documents`;
  return docPath ? `${root}/${docPath}` : root;
}

/** A stored document as { id, data, createTime, updateTime }. */
function fromRest({ name, fields, createTime, updateTime }) {
  return { id: name.split('/').pop(), data: decodeFields(fields ?? {}), createTime, updateTime };
}

async function failure(what, response) {
  return new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

// --- Documents ------------------------------------------------------------------------

/** One document by path ("boards/abc"), or null when it does not exist. */
export async function readDocument(target, docPath) {
  const response = await fetch(documentsUrl(target, docPath), { headers: ADMIN_HEADERS });
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(`Reading ${docPath}`, response);
  return fromRest(await response.json());
}

/** Every document of a collection ("boards/abc/cards"), page by page. */
export async function listDocuments(target, collectionPath) {
  const found = [];
  let pageToken = '';
  do {
    const page = pageToken ? `&pageToken=${pageToken}` : '';
    const url = `${documentsUrl(target, collectionPath)}?pageSize=300${page}`;
    const response = await fetch(url, { headers: ADMIN_HEADERS });
    if (!response.ok) throw await failure(`Listing ${collectionPath}`, response);
    const body = await response.json();
    found.push(...(body.documents ?? []).map(fromRest));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Writes (merges) the given fields of a document, creating it if need be; other fields stay. */
export async function patchDocument(target, docPath, data) {
  const mask = Object.keys(data)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join('&');
  const response = await fetch(`${documentsUrl(target, docPath)}?${mask}`, {
    method: 'PATCH',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!response.ok) throw await failure(`Writing ${docPath}`, response);
}

// --- Batch writes ---------------------------------------------------------------------

/** A write for commit(): stores `data` as the whole document at docPath. */
export function setWrite(projectId, docPath, data) {
  return { update: { name: documentName(projectId, docPath), fields: encodeFields(data) } };
}

/** Commits up to MAX_WRITES_PER_COMMIT writes at once (all or none). */
export async function commit(target, writes) {
  const response = await fetch(`${documentsUrl(target)}:commit`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({ writes }),
    signal: AbortSignal.timeout(60000),
  });
  if (!response.ok) throw await failure(`Commit of ${writes.length} writes`, response);
}

/**
 * Commits any number of writes in commits of MAX_WRITES_PER_COMMIT. The first commit lands
 * before any other starts (put parents first, and no child is stored without its parent);
 * the rest go `atOnce` commits at a time.
 */
export async function commitAll(target, writes, { atOnce = 4 } = {}) {
  const chunks = [];
  for (let i = 0; i < writes.length; i += MAX_WRITES_PER_COMMIT) {
    chunks.push(writes.slice(i, i + MAX_WRITES_PER_COMMIT));
  }
  if (chunks.length === 0) return;
  await commit(target, chunks[0]);
  for (let i = 1; i < chunks.length; i += atOnce) {
    await Promise.all(chunks.slice(i, i + atOnce).map((chunk) => commit(target, chunk)));
  }
}

// --- Queries --------------------------------------------------------------------------

/**
 * Runs a structured query under parentPath ("" for the root). Returns the documents found as
 * the server sends them ({ name, fields, ... }; decodeFields(fields) for plain data), undecoded
 * so that timing a query times the server, not the decoding.
 */
export async function runQuery(target, parentPath, structuredQuery) {
  const response = await fetch(`${documentsUrl(target, parentPath)}:runQuery`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw await failure(`Querying ${parentPath || 'the database'}`, response);
  const results = await response.json();
  return results.filter((result) => result.document).map((result) => result.document);
}

/** How many documents collection `collectionId` under parentPath holds ("boards/abc", "cards"). */
export async function countDocuments(target, parentPath, collectionId) {
  const response = await fetch(`${documentsUrl(target, parentPath)}:runAggregationQuery`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    }),
  });
  if (!response.ok) throw await failure(`Counting ${parentPath}/${collectionId}`, response);
  const [first] = await response.json();
  return Number(first?.result?.aggregateFields?.n?.integerValue ?? 0);
}

// --- The emulator ---------------------------------------------------------------------

/** Replaces the emulator's security rules for the project with `rules` (firestore.rules' text). */
export async function loadRules({ firestoreUrl, projectId }, rules) {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw await failure('Loading the rules', response);
}
