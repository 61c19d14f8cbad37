// Writing an import (../importBatches.ts plans it): each planned batch as one Firestore batch,
// sent in order with a window of them in flight, so thousands of small batches neither crawl
// one round trip at a time nor queue all at once. Progress is what the server has acknowledged.
import { storedChanges, type ActivityWrite } from '../../domain/activity';
import {
  arrayUnion,
  doc,
  FieldPath,
  serverTimestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import type { ImportBatch, ImportWrite } from '../importBatches';
import { ImportWriteError, type ImportLanded } from '../errors';
import type { Person } from '../types';
import { commentCreateFields } from './commentsClient';
import { countCards, countList, startCounts } from './counts';
import { boardRef, cardsRef, commentsRef, firestore, listsRef, userRef } from './firestore';
import { variadic } from './keyedWrites';

/** Batches sent and not yet answered, at most. */
const WINDOW = 40;

function addWrite(batch: WriteBatch, boardId: string, owner: Person, write: ImportWrite) {
  const board = boardRef(boardId);
  const created = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  switch (write.kind) {
    case 'board':
      // As createBoard writes a board, with where it came from.
      batch.set(board, {
        ownerId: owner.uid,
        members: { [owner.uid]: { role: 'owner', name: owner.name, email: owner.email } },
        title: write.title,
        color: write.color,
        labels: write.labels,
        cardCount: 0,
        listCount: 0,
        deleting: false,
        importedFrom: write.importedFrom,
        ...created,
      });
      batch.update(userRef(owner.uid), { boards: arrayUnion(boardId) });
      startCounts(batch, boardId);
      return;
    case 'labels': {
      const pairs: [string | FieldPath, unknown][] = Object.entries(write.labels).map(
        ([id, label]) => [new FieldPath('labels', id), label],
      );
      pairs.push(['updatedAt', serverTimestamp()]);
      batch.update(board, ...variadic(pairs));
      return;
    }
    case 'list':
      batch.set(doc(listsRef(boardId), write.listId), {
        title: write.title,
        rank: write.rank,
        archived: write.archived,
        ...created,
      });
      countList(batch, boardId, 1, write.listId);
      return;
    case 'card':
      batch.set(doc(cardsRef(boardId), write.cardId), { ...write.fields, ...created });
      countCards(batch, boardId, 1, [write.cardId]);
      return;
    case 'cardExtras': {
      const pairs: [string | FieldPath, unknown][] = Object.entries(write.checklist).map(
        ([id, item]) => [new FieldPath('checklist', id), item],
      );
      if (write.labelIds.length > 0) pairs.push(['labelIds', arrayUnion(...write.labelIds)]);
      pairs.push(['updatedAt', serverTimestamp()]);
      batch.update(doc(cardsRef(boardId), write.cardId), ...variadic(pairs));
      return;
    }
    case 'assignee':
      batch.update(doc(cardsRef(boardId), write.cardId), {
        assigneeIds: arrayUnion(write.uid),
        updatedAt: serverTimestamp(),
      });
      return;
    case 'comment':
      batch.set(
        doc(commentsRef(boardId, write.cardId), write.commentId),
        commentCreateFields({
          authorId: owner.uid,
          authorName: write.authorName,
          text: write.text,
          importedAt: write.importedAt,
        }),
      );
      return;
  }
}

function commitBatch(boardId: string, owner: Person, planned: ImportBatch): Promise<void> {
  const batch = writeBatch(firestore());
  for (const write of planned.writes) addWrite(batch, boardId, owner, write);
  return batch.commit();
}

/**
 * Sends the batches in order, WINDOW at a time in flight, calling `onLanded` as the server
 * acknowledges each. Stops sending at the first refusal, or when `signal` aborts; either way
 * it waits for the batches already sent to settle, so what landed is known. Resolves with what
 * landed (all of it, or up to the abort); rejects with an ImportWriteError on a refusal.
 * Offline, the batches in flight wait (Firestore sends them when the connection returns).
 */
export async function writeImportBatches(
  owner: Person,
  boardId: string,
  batches: ImportBatch[],
  onLanded: (landed: ImportLanded) => void,
  signal: AbortSignal,
): Promise<ImportLanded> {
  const landed: ImportLanded = { batches: 0, cards: 0 };
  const inFlight = new Set<Promise<void>>();
  let refusal: { error: unknown } | null = null;
  for (const planned of batches) {
    while (inFlight.size >= WINDOW && !refusal) await Promise.race(inFlight);
    if (refusal || signal.aborted) break;
    const sent: Promise<void> = commitBatch(boardId, owner, planned).then(
      () => {
        landed.batches += 1;
        landed.cards += planned.cards;
        if (!refusal) onLanded({ ...landed });
      },
      (error: unknown) => {
        refusal ??= { error };
      },
    );
    const tracked = sent.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  if (refusal) throw new ImportWriteError((refusal as { error: unknown }).error, { ...landed });
  return landed;
}

/**
 * The last write: the board gets its real title once everything under it has landed, with the
 * import's one activity entry ("imported 1,200 cards") in the same batch.
 */
export function finishImportedBoard(
  boardId: string,
  title: string,
  activity?: ActivityWrite,
): Promise<void> {
  const batch = writeBatch(firestore());
  batch.update(boardRef(boardId), { title, updatedAt: serverTimestamp() });
  if (activity) {
    batch.set(doc(boardRef(boardId), 'activity', activity.id), {
      ...activity.draft,
      changes: storedChanges(activity.draft.changes),
      at: serverTimestamp(),
    });
  }
  return batch.commit();
}

/**
 * Deletes comments an import wrote (comments are not counted, so deleting the board does not
 * take them), as many per batch as Firestore takes. A comment never written deletes as nothing.
 * The board's owner may delete any comment of it while the board document is there.
 */
export async function deleteImportedComments(
  boardId: string,
  comments: { cardId: string; commentId: string }[],
): Promise<void> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < comments.length; start += 500) {
    const batch = writeBatch(firestore());
    for (const { cardId, commentId } of comments.slice(start, start + 500)) {
      batch.delete(doc(commentsRef(boardId, cardId), commentId));
    }
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}
