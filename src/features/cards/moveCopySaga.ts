// Moving and copying a card from the Move and Copy dialogs: within the open board (an ordinary
// move or add), or to another board of this person's. A card going to another board is two edits,
// one per board, each with its own activity entry: first its arrival there (with any labels the
// board lacks, as a label add), and only once the server took it, its departure from here.
// Neither is noted for undo: undoing one half would leave the card on both boards or on none,
// and the other board is not open to undo on (its feed shows the add, this one's the delete).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'redux-saga/effects';
import type { rootReducer as RootReducer } from '../../app/rootReducer';
import { takeEverySafe, takeLatestSafe } from '../../app/safeSagas';
import { storedLabel, type Board } from '../../domain/board';
import type { Card } from '../../domain/card';
import type { FieldChange } from '../../domain/edit';
import { newId } from '../../domain/ids';
import { keyedEdit } from '../../domain/keyed';
import { canEdit, roleOn } from '../../domain/members';
import { rankAfterAll, rankForIndex } from '../../domain/ordering';
import { PALETTE } from '../../domain/palette';
import type { Label } from '../../domain/types';
import { checkCardRoom, checkTitle } from '../../domain/validation';
import { describeWriteError, type What } from '../../messages/errors';
import { toServiceError } from '../../services/errors';
import * as moveTargets from '../../services/moveTargets';
import {
  selectBoard,
  selectCard,
  selectCardsById,
  selectList,
  selectVisibleCardIds,
} from '../board';
import { roomInList } from './wipRoom';
import { applyEdit, keyedChanges } from '../edits';
import { selectSessionUid } from '../session';
import { refused } from '../sync';
import { arrivingCard, matchLabels } from './cardCopy';
import {
  cardCopyRequested,
  cardMoveRequested,
  cardMoveToPlaceRequested,
  type CardPlace,
  type CopyChoices,
} from './cardRequests';
import {
  moveTargetFailed,
  moveTargetLoaded,
  moveTargetRequested,
  moveTargetSlice,
  selectMoveTarget,
  type MoveTargetState,
} from './moveTargetSlice';
import { i18n } from '../../i18n';
import { describeProblem } from '../../messages/problems';

export function* loadMoveTargetSaga(action: PayloadAction<{ boardId: string }>) {
  const { boardId } = action.payload;
  try {
    const target: moveTargets.MoveTarget | null = yield call(moveTargets.readMoveTarget, boardId);
    yield put(
      moveTargetLoaded({ boardId, board: target?.board ?? null, lists: target?.lists ?? [] }),
    );
  } catch {
    yield put(moveTargetFailed({ boardId }));
  }
}

/** The rank at `toIndex` among the cards the open board shows in a list (`cardId` left out). */
function* rankHere(cardId: string | null, listId: string, toIndex: number) {
  const shownIds: string[] = yield select(selectVisibleCardIds, listId);
  const cards: Record<string, Card> = yield select(selectCardsById);
  const neighbours = shownIds.filter((id) => id !== cardId).flatMap((id) => cards[id] ?? []);
  return rankForIndex(neighbours, toIndex);
}

/** Another board's list: its top (index 0) or its end, asked of the server. */
function* rankThere(boardId: string, listId: string, toIndex: number) {
  const end = toIndex === 0 ? 'first' : 'last';
  const rank: string | null = yield call(moveTargets.endCardRank, boardId, listId, end);
  if (rank === null) return rankAfterAll([]);
  return end === 'first' ? rankForIndex([{ id: 'first', rank }], 0) : rankAfterAll([rank]);
}

/** The labels another board lacks, added there as one label edit. Returns whether it took. */
export function* addLabelsThere(target: Board, added: Label[], elsewhere: MoveTargetState) {
  if (added.length === 0) return true;
  const { edit, items } = keyedEdit(target.labels, [...target.labels, ...added], storedLabel, [
    'name',
    'color',
  ]);
  const changes: FieldChange[] = edit.whole
    ? [{ doc: 'board', id: target.id, before: { labels: target.labels }, after: { labels: items } }]
    : keyedChanges(target.id, 'labels', target.labels, edit);
  const [first] = added as [Label];
  const saved: boolean = yield call(applyEdit, {
    boardId: target.id,
    kind: 'labelAdd',
    subject: first.name || PALETTE[first.color].name,
    changes,
    what: msg`add the labels to the other board`,
    undoable: false,
    elsewhere: { board: target, lists: elsewhere.lists },
  });
  return saved;
}

/**
 * The card written onto another board (the one the dialog read): labels matched or made, its
 * place asked of the server. Returns whether the server took it.
 */
function* arriveThere(card: Card, place: CardPlace, choices: CopyChoices, id: string, what: What) {
  const target: MoveTargetState = yield select(selectMoveTarget);
  const me: string | null = yield select(selectSessionUid);
  const open: Board | null = yield select(selectBoard);
  const board = target.board;
  const list = target.lists.find((item) => item.id === place.toListId);
  if (target.boardId !== place.toBoardId || !board || !list || !open) return false;
  if (!canEdit(roleOn(board, me))) {
    yield put(refused(i18n._(msg`You can only view that board, so nothing can be added to it.`)));
    return false;
  }
  const labels = choices.labels
    ? open.labels.filter((label) => card.labelIds.includes(label.id))
    : [];
  const freshIds: string[] = [];
  for (let i = 0; i < labels.length; i += 1) freshIds.push((yield call(newId)) as string);
  const { ids, added } = matchLabels(labels, board.labels, freshIds);
  let rank: string;
  try {
    rank = yield call(rankThere, board.id, list.id, place.toIndex);
  } catch (error) {
    yield put(refused(describeWriteError(toServiceError(error), what)));
    return false;
  }
  if (!((yield call(addLabelsThere, board, added, target)) as boolean)) return false;
  const arriving = arrivingCard(card, {
    id,
    listId: list.id,
    rank,
    title: choices.title,
    labelIds: ids,
    checklist: choices.checklist,
    members: board.members,
    me,
  });
  const saved: boolean = yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardAdd',
    subject: arriving.title,
    changes: [{ doc: 'cardPresence', id, before: null, after: arriving }],
    what,
    keptText: choices.title,
    undoable: false,
    elsewhere: { board: { ...board, labels: [...board.labels, ...added] }, lists: target.lists },
  });
  return saved;
}

export function* copyCardSaga(action: PayloadAction<{ cardId: string } & CardPlace & CopyChoices>) {
  const { cardId, toBoardId, toListId, toIndex } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  const checked = checkTitle('card', action.payload.title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), action.payload.title));
    return;
  }
  const choices = { ...action.payload, title: checked.value };
  const id: string = yield call(newId);
  if (toBoardId !== board.id) {
    yield call(arriveThere, card, action.payload, choices, id, i18n._(msg`copy the card`));
    return;
  }
  const room = checkCardRoom(board.cardCount);
  if (!room.ok || !((yield select(selectList, toListId)) as unknown)) {
    if (!room.ok) yield put(refused(describeProblem(room.problem), checked.value));
    return;
  }
  if (!((yield call(roomInList, toListId, null, 'copy')) as boolean)) return;
  const rank: string = yield call(rankHere, null, toListId, toIndex);
  const me: string | null = yield select(selectSessionUid);
  const copy = arrivingCard(card, {
    id,
    listId: toListId,
    rank,
    title: checked.value,
    labelIds: choices.labels ? card.labelIds : [],
    checklist: choices.checklist,
    members: board.members,
    me,
  });
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardAdd',
    subject: copy.title,
    changes: [{ doc: 'cardPresence', id, before: null, after: copy }],
    what: msg`copy the card`,
    keptText: checked.value,
  });
}

export function* moveCardToPlaceSaga(action: PayloadAction<{ cardId: string } & CardPlace>) {
  const { cardId, toBoardId, toListId, toIndex } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (toBoardId === board.id) {
    yield put(cardMoveRequested({ cardId, toListId, toIndex }));
    return;
  }
  // The same id on the other board: a link to the card changes only its board.
  const whole = { title: card.title, labels: true, checklist: true };
  const arrived: boolean = yield call(
    arriveThere,
    card,
    action.payload,
    whole,
    card.id,
    i18n._(msg`move the card`),
  );
  if (!arrived) return;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardDelete',
    subject: card.title,
    changes: [{ doc: 'cardPresence', id: cardId, before: card, after: null }],
    what: msg`move the card`,
    undoable: false,
    // Bringing it back here would leave it on both boards.
    revertible: false,
  });
}

export function* moveCopySaga() {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(moveTargetSlice);
  yield takeLatestSafe(moveTargetRequested.type, loadMoveTargetSaga);
  yield takeEverySafe(cardCopyRequested.type, copyCardSaga);
  yield takeEverySafe(cardMoveToPlaceRequested.type, moveCardToPlaceSaga);
}
