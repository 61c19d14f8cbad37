// (d) Anything still under a deleted board's id. purgeBoard writes the tombstone
// (deletedBoards/{id}) before it deletes anything; a call cut short (its timeout, a crash)
// leaves the rest until the owner's app calls again, which may be never. An hour after the
// tombstone, the sweep finishes the purge as purgeBoard would. Nothing can be written under
// the id afterwards (the rules refuse a board there and any write under a missing board), so
// each tombstone is looked at once.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteBoardData } from '../purge/purgeBoard';
import { pagesSinceLastRun, type Paging } from './cursor';

export interface TombstonedBoardFigures {
  boards: number;
  read: number;
  more: boolean;
  ms: number;
}

export async function sweepTombstonedBoards(
  firestore: Firestore,
  before: number,
  paging: Paging,
): Promise<TombstonedBoardFigures> {
  let boards = 0;
  const tombstones = firestore
    .collection('deletedBoards')
    .where('deletedAt', '<', Timestamp.fromMillis(before));
  const work = async (docs: QueryDocumentSnapshot[]) => {
    for (const tombstone of docs) {
      const board = await firestore.doc(`boards/${tombstone.id}`).get();
      const under = await board.ref.listCollections();
      if (!board.exists && under.length === 0) continue;
      await deleteBoardData(firestore, board, tombstone.get('ownerId'));
      boards += 1;
    }
  };
  const paged = await pagesSinceLastRun(
    firestore,
    'tombstonedBoards',
    tombstones,
    'deletedAt',
    paging,
    work,
  );
  return { boards, ...paged };
}
