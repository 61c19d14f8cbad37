// Copying a list with its cards (here, or to another board of this person's) and moving one to
// another board, from the list's Copy and Move dialogs. Each is an edit of the list with its
// cards (listWithCards) through the pipeline: one batch writes the list and its feed entry,
// then each card follows as its own counted create (applyEdit's bringBackTheRest), so a list of
// any length stays under a batch's 500 writes. A move is two edits, one per board, like a
// card's (cards/moveCopySaga.ts): its arrival there, and only once every card is there, its
// departure from here (the list marked deleting, then removed with its comments and files by
// the server's purgeList, as a delete is).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { i18n } from '../../i18n';
import type { Board } from '../../domain/board';
import { newId } from '../../domain/ids';
import { canEdit, roleOn } from '../../domain/members';
import { rankForIndex } from '../../domain/ordering';
import type { BoardList, Card, Label } from '../../domain/types';
import { checkCardRoom, checkListRoom, checkTitle, type Checked } from '../../domain/validation';
import * as moveTargets from '../../services/moveTargets';
import {
  selectAllCardsLoaded,
  selectBoard,
  selectCardsOfList,
  selectIsListPartial,
  selectList,
  selectListsById,
  selectOpenLists,
} from '../board';
import { addLabelsThere, arrivingCard, matchLabels, selectMoveTarget } from '../cards';
import { applyEdit, finishListDeletion } from '../edits';
import { selectSessionUid } from '../session';
import { refused } from '../sync';
import { listCopyRequested, listMoveRequested, listMoveToBoardRequested } from './listRequests';
import { describeProblem } from '../../messages/problems';
import type { What } from '../../messages/errors';

type MoveTarget = ReturnType<typeof selectMoveTarget>;

const STILL_LOADING = msg`This list’s cards are still loading. Try again in a moment.`;

/** The list's cards, archived ones too, once all of them are here; null while some are not. */
function* allCardsOf(listId: string) {
  const complete =
    ((yield select(selectAllCardsLoaded)) as boolean) &&
    !((yield select(selectIsListPartial, listId)) as boolean);
  if (!complete) return null;
  const cards: Card[] = yield select(selectCardsOfList, listId);
  return cards;
}

/** One new id per card (a copy's cards are new cards). */
function* freshIds(count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((yield call(newId)) as string);
  return ids;
}

/** The open board's labels the cards carry, in the board's order. */
const labelsOn = (board: Board, cards: readonly Card[]): Label[] =>
  board.labels.filter((label) => cards.some((card) => card.labelIds.includes(label.id)));

/** Why there is no room: for lists first, else for cards. */
const roomMessage = (lists: Checked, cards: Checked) =>
  !lists.ok ? describeProblem(lists.problem) : !cards.ok ? describeProblem(cards.problem) : '';

interface Arrival {
  list: BoardList;
  cards: Card[];
  cardIds: string[];
  toIndex: number;
  kind: 'listCopy' | 'listMoveHere';
  what: What;
  keptText?: string;
}

/**
 * The list written onto the board the dialog read (moveTarget): its labels found there by name
 * and colour or added (one label edit), its assignees kept where they are members, placed at
 * `toIndex` among that board's open lists. Returns whether the server took the list.
 */
function* arriveThere(open: Board, target: MoveTarget, arrival: Arrival) {
  const { list, cards, cardIds, toIndex, kind, what } = arrival;
  const me: string | null = yield select(selectSessionUid);
  const board = target.board;
  if (!board) return false;
  if (!canEdit(roleOn(board, me))) {
    yield put(refused(i18n._(msg`You can only view that board, so nothing can be added to it.`)));
    return false;
  }
  const room = checkListRoom(board.listCount);
  const cardRoom = checkCardRoom(board.cardCount, cards.length);
  if (!room.ok || !cardRoom.ok) {
    yield put(refused(roomMessage(room, cardRoom), arrival.keptText));
    return false;
  }
  const labels = labelsOn(open, cards);
  const { added } = matchLabels(
    labels,
    board.labels,
    (yield call(freshIds, labels.length)) as string[],
  );
  const there = [...board.labels, ...added];
  const idThere = new Map(
    labels.map((label) => [
      label.id,
      there.find((item) => item.name === label.name && item.color === label.color)?.id ?? '',
    ]),
  );
  if (!((yield call(addLabelsThere, board, added, target)) as boolean)) return false;
  const arriving: BoardList = { ...list, rank: rankForIndex(target.lists, toIndex) };
  const arrivingCards = cards.map((card, i) => {
    const copy = arrivingCard(card, {
      id: cardIds[i]!,
      listId: arriving.id,
      rank: card.rank,
      title: card.title,
      labelIds: card.labelIds.flatMap((id) => idThere.get(id) || []),
      checklist: true,
      members: board.members,
      me,
    });
    // A moved card stays archived if it was; a copy is of the open cards only.
    return { ...copy, archived: card.archived };
  });
  const saved: boolean = yield call(applyEdit, {
    boardId: board.id,
    kind,
    subject: arriving.title,
    changes: [
      {
        doc: 'listWithCards',
        id: arriving.id,
        before: null,
        after: { list: arriving, cards: arrivingCards },
      },
    ],
    what,
    keptText: arrival.keptText,
    words: { count: String(cards.length), board: open.title },
    // The other board is not open to undo on; its feed shows the arrival.
    undoable: false,
    revertible: false,
    elsewhere: { board: { ...board, labels: there }, lists: target.lists },
  });
  return saved;
}

export function* copyListSaga(
  action: PayloadAction<ReturnType<typeof listCopyRequested>['payload']>,
) {
  const { listId, toBoardId, toIndex } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  const checked = checkTitle('list', action.payload.title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), action.payload.title));
    return;
  }
  const all: Card[] | null = yield call(allCardsOf, listId);
  if (!all) {
    yield put(refused(i18n._(STILL_LOADING)));
    return;
  }
  // Archived cards stay behind, as the list's own archive.
  const cards = all.filter((card) => !card.archived);
  const id: string = yield call(newId);
  const cardIds: string[] = yield call(freshIds, cards.length);
  const copy: BoardList = { id, title: checked.value, rank: list.rank, archived: false };
  if (toBoardId !== board.id) {
    const target: MoveTarget = yield select(selectMoveTarget);
    if (target.boardId !== toBoardId) return;
    yield call(arriveThere, board, target, {
      list: copy,
      cards,
      cardIds,
      toIndex,
      kind: 'listCopy',
      what: msg`copy the list`,
      keptText: checked.value,
    });
    return;
  }
  const lists: Record<string, BoardList> = yield select(selectListsById);
  const room = checkListRoom(Math.max(board.listCount, Object.keys(lists).length));
  const cardRoom = checkCardRoom(board.cardCount, cards.length);
  if (!room.ok || !cardRoom.ok) {
    yield put(refused(roomMessage(room, cardRoom), checked.value));
    return;
  }
  const open: BoardList[] = yield select(selectOpenLists);
  const me: string | null = yield select(selectSessionUid);
  const placed = { ...copy, rank: rankForIndex(open, toIndex) };
  const copies = cards.map((card, i) =>
    arrivingCard(card, {
      id: cardIds[i]!,
      listId: id,
      rank: card.rank,
      title: card.title,
      labelIds: card.labelIds,
      checklist: true,
      members: board.members,
      me,
    }),
  );
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'listCopy',
    subject: placed.title,
    changes: [{ doc: 'listWithCards', id, before: null, after: { list: placed, cards: copies } }],
    what: msg`copy the list`,
    keptText: checked.value,
    words: { count: String(cards.length) },
    // Undone, the copy goes with its cards (a list delete); the feed's Revert is not offered.
    revertible: false,
  });
}

export function* moveListToBoardSaga(
  action: PayloadAction<ReturnType<typeof listMoveToBoardRequested>['payload']>,
) {
  const { listId, toBoardId, toIndex } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  if (toBoardId === board.id) {
    yield put(listMoveRequested({ listId, toIndex }));
    return;
  }
  const target: MoveTarget = yield select(selectMoveTarget);
  if (target.boardId !== toBoardId || !target.board) return;
  const cards: Card[] | null = yield call(allCardsOf, listId);
  if (!cards) {
    yield put(refused(i18n._(STILL_LOADING)));
    return;
  }
  // The same ids there: a link to one of its cards changes only its board.
  const arrived: boolean = yield call(arriveThere, board, target, {
    list,
    cards,
    cardIds: cards.map((card) => card.id),
    toIndex,
    kind: 'listMoveHere',
    what: msg`move the list`,
  });
  if (!arrived) return;
  // Each card is its own write after the list's: all of them must be there before any goes.
  let there: number;
  try {
    there = yield call(moveTargets.listCardCount, toBoardId, list.id);
  } catch {
    there = -1;
  }
  if (there < cards.length) {
    const { title } = list;
    const { title: boardTitle } = target.board;
    yield put(
      refused(
        i18n._(
          msg`Not every card of “${title}” reached “${boardTitle}”, so the list stays here too.`,
        ),
      ),
    );
    return;
  }
  const hidden: boolean = yield call(applyEdit, {
    boardId: board.id,
    kind: 'listMoveAway',
    subject: list.title,
    changes: [{ doc: 'listWithCards', id: listId, before: { list, cards }, after: null }],
    what: msg`move the list`,
    words: { count: String(cards.length), board: target.board.title },
    // Bringing it back here would leave it on both boards.
    undoable: false,
    revertible: false,
  });
  if (hidden) yield call(finishListDeletion, board.id, list, cards);
}

export function* listMoveCopySaga() {
  yield takeEverySafe(listCopyRequested.type, copyListSaga);
  yield takeEverySafe(listMoveToBoardRequested.type, moveListToBoardSaga);
}
