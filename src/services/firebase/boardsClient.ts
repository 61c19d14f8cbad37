// boards/{id}: creating, renaming, recolouring and deleting boards, and following them
// (docs/data-model.md). Creating and hiding a board also change users/{uid} in the same batch.
import {
  arrayRemove,
  arrayUnion,
  FieldPath,
  getDocsFromServer,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  storedLabel,
  summaryOf,
  type Board,
  type BoardFields,
  type LabelsEdit,
} from '../../domain/board';
import type { InvitedRole } from '../../domain/members';
import { storedKeyed } from '../../domain/keyed';
import { keyedUpdates, variadic } from './keyedWrites';
import type { BoardSnapshot, BoardSummariesSnapshot, Person, Unsubscribe } from '../types';
import { boardRef, firestore, readBoard, readBoards, userRef } from './firestore';
import { startCounts } from './counts';

export { subscribeToBoardCounts } from './counts';

export function subscribeToBoard(
  boardId: string,
  onChange: (snapshot: BoardSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    readBoard(boardId),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        board: snapshot.data() ?? null,
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/**
 * Title and colour of every board this person owns or is a member of, for the dashboard: two
 * queries the rules can prove (owned; shared with them as editor or viewer), merged into one
 * snapshot once both have answered.
 */
export function subscribeToBoardSummaries(
  uid: string,
  onChange: (snapshot: BoardSummariesSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const latest: { owned?: QuerySnapshot<Board>; shared?: QuerySnapshot<Board> } = {};
  let failed = false;
  const emit = () => {
    if (!latest.owned || !latest.shared) return;
    const docs = [...latest.owned.docs, ...latest.shared.docs];
    onChange({
      summaries: docs.map((board) => summaryOf(board.data())),
      pendingIds: docs.filter((board) => board.metadata.hasPendingWrites).map((board) => board.id),
    });
  };
  const fail = (error: unknown) => {
    // One error ends the merged subscription: the saga offers a retry of both.
    if (failed) return;
    failed = true;
    stop();
    onError(error);
  };
  // Metadata changes too: the server confirming this tab's own rename changes no data, but
  // it is what makes the new name the one a later refused write rolls back to.
  const listen = (which: 'owned' | 'shared', boards: Query<Board>) =>
    onSnapshot(
      boards,
      { includeMetadataChanges: true },
      (snapshot) => {
        latest[which] = snapshot;
        emit();
      },
      fail,
    );
  const unsubscribes = [
    listen('owned', query(readBoards(), where('ownerId', '==', uid))),
    listen(
      'shared',
      query(readBoards(), where(new FieldPath('members', uid, 'role'), 'in', SHARED_ROLES)),
    ),
  ];
  function stop() {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  }
  return stop;
}

/** The roles of a board shared with someone (its owner finds it by ownerId). */
const SHARED_ROLES: InvitedRole[] = ['editor', 'viewer'];

/**
 * The board, with its creator as its one member (the owner), its counts document, and its
 * place at the end of the person's dashboard, in one batch. An import passes `importedFrom` (`importedFromOf(system,
 * sourceBoardId)` of domain/board: `"trello:5f1a…"`), which the board keeps for good; a board
 * made here has none.
 */
export function createBoard(
  owner: Person,
  boardId: string,
  fields: BoardFields,
  importedFrom?: string,
): Promise<void> {
  const { uid } = owner;
  const batch = writeBatch(firestore());
  batch.set(boardRef(boardId), {
    ...(importedFrom === undefined ? {} : { importedFrom }),
    ownerId: uid,
    members: { [uid]: { role: 'owner', name: owner.name, email: owner.email } },
    title: fields.title,
    color: fields.color,
    labels: storedKeyed(fields.labels, storedLabel),
    cardCount: 0,
    listCount: 0,
    deleting: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(userRef(uid), { boards: arrayUnion(boardId) });
  startCounts(batch, boardId);
  return batch.commit();
}

export function updateBoard(
  boardId: string,
  patch: Partial<Pick<BoardFields, 'title' | 'color'>>,
): Promise<void> {
  return updateDoc(boardRef(boardId), { ...patch, updatedAt: serverTimestamp() });
}

/** Adds, renames, recolours and removes single labels (each its own field of the board). */
export function editBoardLabels(boardId: string, edit: LabelsEdit): Promise<void> {
  const pairs = keyedUpdates('labels', edit);
  pairs.push(['updatedAt', serverTimestamp()]);
  return updateDoc(boardRef(boardId), ...variadic(pairs));
}

/**
 * Step 1 of deleting a board: hide it everywhere at once. Works offline (it is queued);
 * the board and what is under it are deleted by purgeBoard, on the server.
 */
export function markBoardDeleting(uid: string, boardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.update(boardRef(boardId), { deleting: true });
  batch.update(userRef(uid), { boards: arrayRemove(boardId), starred: arrayRemove(boardId) });
  return batch.commit();
}

/**
 * Steps 2 and 3, on the server (functions/src/purge/purgeBoard.ts): everything under the
 * board, the board itself, and its id on every member's record. Fails offline, or where the
 * project has no functions: the board stays hidden and unfinishedDeletions finds it next time.
 */
export { purgeBoard } from './purgeClient';

/** Boards whose delete started but did not finish (the tab closed, the network went). */
export async function unfinishedDeletions(uid: string): Promise<string[]> {
  const snapshot = await getDocsFromServer(
    query(readBoards(), where('ownerId', '==', uid), where('deleting', '==', true)),
  );
  return snapshot.docs.map((board) => board.id);
}
