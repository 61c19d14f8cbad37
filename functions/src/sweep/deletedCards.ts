// (b) The comments and files of a card deleted more than an hour ago. Deleting a card leaves
// them in place so that undo brings the card back whole; the tab that could undo asks the
// server to delete them once it can't (purgeCardComments), but a tab closed or reloaded right
// after the delete never asks. Every delete of a card writes an activity entry in its batch
// (`cardDelete`; an undone or reverted add is a `cardAdd` entry that removed it), so the sweep
// follows those entries, each once, an hour after they were written, and deletes what is left
// under the card if the card is still gone (an undo within the hour brought it back whole).
import type { BulkWriter, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteAttachmentsOf } from '../purge/attachments';
import { deleteCommentsOf } from '../purge/comments';
import { AT_ONCE, pagesSinceLastRun, type Paging } from './cursor';
import { eachAtOnce } from './parallel';

/** The entries of edits that can take a card away. */
export const CARD_REMOVING_KINDS = ['cardDelete', 'cardAdd'];

export interface DeletedCardFigures {
  cards: number;
  comments: number;
  files: number;
  read: number;
  more: boolean;
  ms: number;
}

export async function sweepDeletedCards(
  firestore: Firestore,
  writer: BulkWriter,
  before: number,
  paging: Paging,
): Promise<DeletedCardFigures> {
  const figures = { cards: 0, comments: 0, files: 0 };
  const entries = firestore
    .collectionGroup('activity')
    .where('kind', 'in', CARD_REMOVING_KINDS)
    .where('at', '<', Timestamp.fromMillis(before))
    .select('cardId', 'at');
  const work = async (docs: QueryDocumentSnapshot[]) => {
    const cards = new Map<string, { boardId: string; cardId: string }>();
    for (const entry of docs) {
      const cardId: unknown = entry.get('cardId');
      const board = entry.ref.parent.parent;
      // An id that is not one path segment names no card (and would stop the task every run).
      if (typeof cardId !== 'string' || !/^[^/]{1,100}$/.test(cardId)) continue;
      if (board?.parent.id !== 'boards') continue;
      cards.set(`${board.id}/${cardId}`, { boardId: board.id, cardId });
    }
    if (cards.size === 0) return;
    const found = await firestore.getAll(
      ...[...cards.values()].map(({ boardId, cardId }) =>
        firestore.doc(`boards/${boardId}/cards/${cardId}`),
      ),
    );
    const gone = found.filter((card) => !card.exists);
    await eachAtOnce(gone, AT_ONCE, async (card) => {
      const boardId = card.ref.parent.parent!.id;
      const [comments, files] = await Promise.all([
        deleteCommentsOf(firestore, writer, boardId, card.id),
        deleteAttachmentsOf(firestore, writer, boardId, card.id),
      ]);
      if (comments + files > 0) figures.cards += 1;
      figures.comments += comments;
      figures.files += files;
    });
    // Deleted before the place moves past them.
    await writer.flush();
  };
  const paged = await pagesSinceLastRun(firestore, 'deletedCards', entries, 'at', paging, work);
  return { ...figures, ...paged };
}
