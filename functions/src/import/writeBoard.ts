// Writes an import's board with the Admin SDK: lists, cards and comments first (BulkWriter,
// many in flight), under a board id nobody can read yet, and then, in one transaction, the
// board document itself with its counts set once, its owner's dashboard entry and the
// import's one activity entry. Until that last write the board does not exist for anyone (the
// rules read the board document for everything under it), so it appears whole or not at all.
// The documents are the ones the app writes (docs/data-model.md), so later edits pass the rules.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { firstRanks } from '../../../src/domain/firstRanks';
import { LIMITS } from '../lib/limits';
import type { ImportJob } from './job';
import type { ImportCardInput } from '../../../src/domain/importRequest';
import { storedCustomFields } from './customFields';

/** The last millisecond of a day (YYYY-MM-DD) in UTC: a due date without its instant. */
const dueDayEnd = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

/** The importer as a new board's members map stores its owner (name, lowercased email). */
export interface Importer {
  uid: string;
  name: string;
  email: string;
}

/** The import was cancelled (its job deleted) while it was being written. */
export class ImportCancelled extends Error {}

/** How long writeBoard's two steps took, for importFinish's log line (and bench:import). */
export interface WriteTimings {
  /** Lists, cards and comments written by the BulkWriter. */
  documents: number;
  bulkWriterMs: number;
  transactionMs: number;
}

/** The job's board, written whole; resolves once it is on the owner's dashboard. */
export async function writeBoard(
  firestore: Firestore,
  jobRef: DocumentReference,
  job: ImportJob,
  cards: ImportCardInput[],
  importer: Importer,
): Promise<WriteTimings> {
  const started = Date.now();
  let documents = 0;
  const boardId = job.boardId!;
  const board = firestore.doc(`boards/${boardId}`);
  const now = Timestamp.now();
  const created = {
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const newId = () => firestore.collection('boards').doc().id;
  const { start } = job;

  const labelIds = new Map(start.board.labels.map((label) => [label.id, newId()]));
  const labelRanks = firstRanks(start.board.labels.length);
  const labels = Object.fromEntries(
    start.board.labels.map((label, i) => [
      labelIds.get(label.id)!,
      { name: label.name, color: label.color, rank: labelRanks[i]! },
    ]),
  );

  const customFields = storedCustomFields(start.board.customFields ?? [], newId);

  let failure: unknown = null;
  const writer = firestore.bulkWriter({ throttling: false });
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failure ??= error;
    return false;
  });
  const write = (ref: DocumentReference, data: Record<string, unknown>) => {
    // Each failure is collected by onWriteError; close() waits for every write.
    documents += 1;
    writer.create(ref, data).catch(() => undefined);
  };

  const listIds = new Map(start.lists.map((list) => [list.id, newId()]));
  const listRanks = firstRanks(start.lists.length);
  start.lists.forEach((list, i) => {
    write(board.collection('lists').doc(listIds.get(list.id)!), {
      title: list.title,
      rank: listRanks[i]!,
      archived: list.archived,
      ...created,
    });
  });

  const byList = new Map<string, ImportCardInput[]>();
  for (const card of cards) byList.set(card.listId, [...(byList.get(card.listId) ?? []), card]);
  for (const [listId, listCards] of byList) {
    const cardRanks = firstRanks(listCards.length);
    listCards.forEach((card, i) => {
      const cardRef = board.collection('cards').doc();
      const itemRanks = firstRanks(card.checklist.length);
      write(cardRef, {
        listId: listIds.get(listId)!,
        rank: cardRanks[i]!,
        title: card.title,
        description: card.description,
        labelIds: card.labelIds.map((id) => labelIds.get(id)!),
        due: card.due,
        checklist: Object.fromEntries(
          card.checklist.map((item, k) => [newId(), { ...item, rank: itemRanks[k]! }]),
        ),
        archived: card.archived,
        ...(card.assigned ? { assigneeIds: [importer.uid] } : {}),
        ...(card.dueComplete ? { dueComplete: true } : {}),
        // The due instant, for the reminders (dueTick): the file's, else the day's end in UTC.
        ...(card.due ? { dueAt: Timestamp.fromMillis(card.dueAt ?? dueDayEnd(card.due)) } : {}),
        ...(card.due && card.dueTime ? { dueTime: card.dueTime } : {}),
        ...(card.start ? { start: card.start } : {}),
        // Counted as the app counts them (its comment batches move it by 1 from here).
        ...(card.comments.length > 0 ? { commentCount: card.comments.length } : {}),
        ...(card.fieldValues ? { fieldValues: customFields.values(card.fieldValues) } : {}),
        ...created,
      });
      for (const comment of card.comments) {
        const time = Date.parse(comment.createdAt);
        write(cardRef.collection('comments').doc(), {
          authorId: importer.uid,
          authorName: comment.authorName,
          text: comment.text,
          importedAt:
            Number.isFinite(time) && time < now.toMillis() ? Timestamp.fromMillis(time) : now,
          ...created,
        });
      }
    });
  }
  await writer.close();
  if (failure) throw failure;
  const written = Date.now();

  await firestore.runTransaction(async (transaction) => {
    const [jobNow, user] = await transaction.getAll(jobRef, firestore.doc(`users/${importer.uid}`));
    if (!jobNow?.exists || jobNow.get('status') !== 'writing') throw new ImportCancelled();
    if (!user?.exists) {
      throw new HttpsError(
        'failed-precondition',
        'Your account’s record is missing: sign in again.',
      );
    }
    const boards = (user.get('boards') ?? []) as string[];
    if (boards.length >= LIMITS.boardsPerUser) {
      throw new HttpsError(
        'resource-exhausted',
        `You have ${LIMITS.boardsPerUser.toLocaleString('en')} boards, the most one person can have: delete one first.`,
      );
    }
    transaction.create(board, {
      ownerId: importer.uid,
      members: { [importer.uid]: { role: 'owner', name: importer.name, email: importer.email } },
      title: start.board.title,
      color: start.board.color,
      labels,
      ...(start.board.customFields?.length ? { customFields: customFields.stored } : {}),
      cardCount: 0,
      listCount: 0,
      deleting: false,
      importedFrom: `${start.source.system}:${start.source.boardId}`,
      ...created,
    });
    transaction.create(board.collection('meta').doc('counts'), {
      cardCount: cards.length,
      listCount: start.lists.length,
    });
    // The import's one entry (src/domain/activity.ts importEntry): "imported 1,200 cards".
    transaction.create(board.collection('activity').doc(), {
      authorId: importer.uid,
      authorName: importer.name,
      at: FieldValue.serverTimestamp(),
      kind: 'boardImport',
      cardId: null,
      listId: null,
      subject: start.board.title,
      field: null,
      before: null,
      after: null,
      words: { count: String(cards.length) },
      changes: '',
      revertOf: null,
    });
    transaction.update(user.ref, { boards: FieldValue.arrayUnion(boardId) });
    transaction.update(jobRef, { status: 'done' });
  });
  return { documents, bulkWriterMs: written - started, transactionMs: Date.now() - written };
}
