// An import's parts, as imports/{jobId}/parts/{index}-{chunk}: each part's checked cards as
// JSON, in chunks well under Firestore's 1 MiB a document (a character is at most 4 bytes).
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { ImportCardInput } from '../../../src/domain/importRequest';

const CHUNK_CHARS = 200_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Stages a part in the caller's transaction (which has checked the job is still staging). */
export function storePart(
  transaction: Transaction,
  job: DocumentReference,
  index: number,
  cards: ImportCardInput[],
) {
  const json = JSON.stringify(cards);
  for (let chunk = 0; chunk * CHUNK_CHARS < json.length || chunk === 0; chunk++) {
    transaction.set(job.collection('parts').doc(`${pad(index, 5)}-${pad(chunk, 4)}`), {
      index,
      json: json.slice(chunk * CHUNK_CHARS, (chunk + 1) * CHUNK_CHARS),
    });
  }
}

/** Every part's cards, in part order. */
export async function readParts(job: DocumentReference): Promise<ImportCardInput[]> {
  const chunks = await job.collection('parts').orderBy('__name__').get();
  const parts = new Map<number, string>();
  for (const chunk of chunks.docs) {
    const index = chunk.get('index') as number;
    parts.set(index, (parts.get(index) ?? '') + (chunk.get('json') as string));
  }
  return [...parts.keys()]
    .sort((a, b) => a - b)
    .flatMap((index) => JSON.parse(parts.get(index)!) as ImportCardInput[]);
}
