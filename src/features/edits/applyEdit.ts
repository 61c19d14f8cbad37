// The one pipeline every edit of a board goes through: shown at once, noted for undo, written
// in one batch with its activity entry (offline too: the batch waits in Firestore's queue),
// counted in the saving status, and on refusal taken back with a message in plain words.
import { call, put, select } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { newId } from '../../domain/ids';
import type { ActivityDraft } from '../../domain/activity';
import type { EditKind, FieldChange } from '../../domain/edit';
import { editApplied, editRolledBack, editSettled } from '../../domain/editEvents';
import type { Member } from '../../domain/members';
import * as editsService from '../../services/edits';
import type { Person } from '../../services/types';
import { persist } from '../sync';
import { cardCountAdjusted, cardsRemoved } from '../board';
import { forgetEdit, recordEdit } from './history/recordEdit';
import { selectMe } from '../user';
import { withNotifications } from '../notifications';
import { describeEdit, kindOf } from './describeEdit';
import type { Edit } from './edit';

/** The document the device notes until the server answers (sync's write journal). */
function journalOf(boardId: string, changes: FieldChange[]) {
  const [first] = changes;
  if (!first) return undefined;
  const base = `boards/${boardId}`;
  switch (first.doc) {
    case 'cardPresence':
      return {
        path: `${base}/cards/${first.id}`,
        kind: first.after ? ('create' as const) : ('delete' as const),
      };
    case 'listPresence':
      return {
        path: `${base}/lists/${first.id}`,
        kind: first.after ? ('create' as const) : ('delete' as const),
      };
    case 'list':
    case 'listWithCards':
      return { path: `${base}/lists/${first.id}`, kind: 'update' as const };
    case 'board':
    case 'member':
      return { path: base, kind: 'update' as const };
    case 'comment':
    case 'attachment': {
      const kind = !first.before ? 'create' : !first.after ? 'delete' : 'update';
      const docs = first.doc === 'comment' ? 'comments' : 'attachments';
      return { path: `${base}/cards/${first.cardId}/${docs}/${first.id}`, kind } as const;
    }
    case 'item':
      return first.field !== 'checklist'
        ? { path: base, kind: 'update' as const }
        : { path: `${base}/cards/${first.id}`, kind: 'update' as const };
    default:
      return { path: `${base}/cards/${first.id}`, kind: 'update' as const };
  }
}

/**
 * What follows a batch that brought documents back: the cards of a list brought back (one
 * counted create each), and the people assigned to a card brought back (one write each).
 */
function* bringBackTheRest(edit: Edit, view: RootState['board']) {
  const members: Member[] = view.board?.members ?? [];
  const isMember = (uid: string) => members.some((member) => member.uid === uid);
  for (const change of edit.changes) {
    if (change.doc === 'listWithCards' && change.after && change.after.cards.length > 0) {
      const { cards } = change.after;
      // Counted as they come back (the delete counted them out as they went), as any add is;
      // on the open board only (a list copied or moved to another board counts there).
      if (!edit.elsewhere) yield put(cardCountAdjusted(cards.length));
      yield call(persist, call(editsService.restoreCards, edit.boardId, cards), {
        what: edit.what,
        rollback: edit.elsewhere
          ? []
          : [cardsRemoved(cards.map((card) => card.id)), cardCountAdjusted(-cards.length)],
      });
    }
    const restored =
      change.doc === 'cardPresence' && change.after
        ? [change.after]
        : change.doc === 'listWithCards' && change.after
          ? change.after.cards
          : [];
    for (const card of restored) {
      const uids = card.assigneeIds.filter(isMember);
      if (uids.length === 0) continue;
      yield call(persist, call(editsService.restoreAssignees, edit.boardId, card.id, uids), {
        what: edit.what,
        rollback: [],
      });
    }
  }
}

/** What the step is named after: a checklist edit's item ("ticking of checklist item ‘Milk’"). */
const stepSubject = (edit: Edit) => edit.words?.item ?? edit.subject;

/** The card an edit is about, as the store holds it (a card added: as it is added). */
function cardOf(edit: Edit, view: RootState['board'], cardId: string | null) {
  if (!cardId) return null;
  const added = edit.changes.find((change) => change.doc === 'cardPresence' && change.after);
  return view.cards[cardId] ?? (added?.doc === 'cardPresence' ? added.after : null);
}

/** The activity entry of the edit, with the notifications its batch carries (recipients.ts). */
function entryOf(
  edit: Edit,
  view: RootState['board'],
  me: Person,
  id: string,
  draft: ActivityDraft,
) {
  if (!view.board) return { id, draft };
  return withNotifications(
    {
      kind: edit.kind,
      changes: edit.changes,
      actorId: me.uid,
      board: view.board,
      card: cardOf(edit, view, draft.cardId),
    },
    { id, draft },
  );
}

/** Another board, read once, in the shape of the open board's state (its cards unknown). */
function boardElsewhere(
  open: RootState['board'],
  { board, lists }: NonNullable<Edit['elsewhere']>,
) {
  return {
    ...open,
    board,
    lists: Object.fromEntries(lists.map((list) => [list.id, list])),
    cards: {},
  };
}

/** Applies `edit` (see above). Returns whether the server took it. */
export function* applyEdit(asked: Edit) {
  const edit = { ...asked, kind: kindOf(asked) };
  const { boardId, changes } = edit;
  if (changes.length === 0) return true;
  const me: Person | null = yield select(selectMe);
  const open: RootState['board'] = yield select((state: RootState) => state.board);
  const view = edit.elsewhere ? boardElsewhere(open, edit.elsewhere) : open;
  // The words are read from the board as it was: the list a card left, the label's name.
  const draft = me ? describeEdit(edit, view, me) : null;
  const editId: string = yield call(newId);
  yield put(editApplied({ boardId, changes, editId }));
  const step: string | null =
    edit.undoable !== false && edit.kind !== 'boardImport'
      ? yield call(recordEdit, boardId, edit.kind as EditKind, stepSubject(edit), changes)
      : null;
  let saved: boolean;
  try {
    saved = yield call(
      persist,
      call(
        editsService.commitEdit,
        boardId,
        changes,
        me && draft ? entryOf(edit, view, me, editId, draft) : null,
      ),
      {
        what: edit.what,
        rollback: [editRolledBack({ boardId, changes, editId })],
        keptText: edit.keptText,
        journal: journalOf(boardId, changes),
      },
    );
  } finally {
    yield put(editSettled({ boardId, editId }));
  }
  if (!saved) {
    yield call(forgetEdit, step);
    return false;
  }
  yield call(bringBackTheRest, edit, view);
  return true;
}
