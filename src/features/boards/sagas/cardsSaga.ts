// Edits to the open board's lists, cards and labels. Each is checked, shown at once, then
// written; a refused write puts the screen back and says so (see ../sync/persist.ts).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { LIMITS } from '../../../domain/limits';
import { rankAfterLast, rankForIndex, sortByRank } from '../../../domain/ordering';
import type { Board, BoardList, Card, CardFields, Label } from '../../../domain/types';
import {
  checkCardRoom,
  checkChecklistItem,
  checkDescription,
  checkLabelName,
  checkTitle,
} from '../../../domain/validation';
import * as boardsService from '../../../services/boards';
import { newId } from '../../../services/ids';
import { persist, refused } from '../../sync/persist';
import {
  boardClosed,
  boardLabelsChangeRequested,
  boardOpened,
  boardPatched,
  cardAddRequested,
  cardDeleteRequested,
  cardMoveRequested,
  cardRenameRequested,
  cardCountAdjusted,
  cardPatched,
  cardsRemoved,
  cardUpdateRequested,
  cardUpserted,
  cardsSnapshotReceived,
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listPatched,
  listRemoved,
  listRenameRequested,
  listUpserted,
} from '../openBoardSlice';
import {
  selectBoard,
  selectCard,
  selectCardsById,
  selectCardsOfList,
  selectIsListPartial,
  selectList,
  selectListsById,
  selectOpenLists,
  selectVisibleCardIds,
} from '../openBoardSelectors';

type CardPatch = Partial<
  Pick<CardFields, 'description' | 'labelIds' | 'due' | 'checklist' | 'archived'>
>;

function fieldsOfCard(card: Card): CardFields {
  const { listId, rank, title, description, labelIds, due, checklist, archived } = card;
  return { listId, rank, title, description, labelIds, due, checklist, archived };
}

/** The values `patch` replaces, so a rollback undoes this edit and nothing made since. */
function previousValues<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) previous[key] = current[key];
  return previous;
}

/**
 * Every card of a list, once they are all here: a big board shows each list's first cards
 * before the rest (boardChannels.ts), and adding at the end or deleting the list needs them
 * all. Null if the person leaves the board meanwhile.
 */
function* everyCardOf(listId: string) {
  while ((yield select(selectIsListPartial, listId)) as boolean) {
    const { left } = yield race({
      arrived: take(cardsSnapshotReceived.type),
      left: take([boardOpened.type, boardClosed.type]),
    });
    if (left) return null;
  }
  const cards: Card[] = yield select(selectCardsOfList, listId);
  return cards;
}

// --- Lists -----------------------------------------------------------------------------------

export function* addListSaga(action: PayloadAction<{ title: string }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkTitle('list', action.payload.title);
  if (!checked.ok) {
    yield put(refused(checked.message, action.payload.title));
    return;
  }
  const lists: Record<string, BoardList> = yield select(selectListsById);
  const id: string = yield call(newId);
  const list: BoardList = {
    id,
    title: checked.value,
    rank: rankAfterLast(sortByRank(Object.values(lists))),
    archived: false,
  };
  yield put(listUpserted(list));
  yield call(
    persist,
    call(boardsService.createList, board.id, id, {
      title: list.title,
      rank: list.rank,
      archived: false,
    }),
    { what: 'add the list', rollback: [listRemoved(id)], keptText: checked.value },
  );
}

/** Applies a change to one list at once, then writes it; rolls back on failure. */
function* changeList(
  listId: string,
  change: Partial<Omit<BoardList, 'id'>>,
  what: string,
  keptText?: string,
) {
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  yield put(listPatched({ id: listId, patch: change }));
  yield call(persist, call(boardsService.updateList, board.id, listId, change), {
    what,
    rollback: [listPatched({ id: listId, patch: previousValues(list, change) })],
    keptText,
  });
}

export function* renameListSaga(action: PayloadAction<{ listId: string; title: string }>) {
  const { listId, title } = action.payload;
  const checked = checkTitle('list', title);
  if (!checked.ok) {
    yield put(refused(checked.message, title));
    return;
  }
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!list || list.title === checked.value) return;
  yield call(changeList, listId, { title: checked.value }, 'rename the list', checked.value);
}

export function* moveListSaga(action: PayloadAction<{ listId: string; toIndex: number }>) {
  const { listId, toIndex } = action.payload;
  const open: BoardList[] = yield select(selectOpenLists);
  const from = open.findIndex((list) => list.id === listId);
  if (from < 0 || from === toIndex) return;
  const rank = rankForIndex(
    open.filter((list) => list.id !== listId),
    toIndex,
  );
  yield call(changeList, listId, { rank }, 'move the list');
}

export function* archiveListSaga(action: PayloadAction<{ listId: string; archived: boolean }>) {
  const { listId, archived } = action.payload;
  yield call(changeList, listId, { archived }, archived ? 'archive the list' : 'restore the list');
}

/** Deletes a list and every card in it. */
export function* deleteListSaga(action: PayloadAction<{ listId: string }>) {
  const { listId } = action.payload;
  const cards: Card[] | null = yield call(everyCardOf, listId);
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list || !cards) return;
  const cardIds = cards.map((card) => card.id);
  yield put(listRemoved(listId));
  yield put(cardsRemoved(cardIds));
  yield put(cardCountAdjusted(-cardIds.length));
  yield call(persist, call(boardsService.deleteList, board.id, listId, cardIds), {
    what: 'delete the list',
    rollback: [
      listUpserted(list),
      ...cards.map((card) => cardUpserted(card)),
      cardCountAdjusted(cardIds.length),
    ],
  });
}

// --- Cards -----------------------------------------------------------------------------------

export function* addCardSaga(action: PayloadAction<{ listId: string; title: string }>) {
  const { listId, title } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  const checked = checkTitle('card', title);
  if (!checked.ok) {
    yield put(refused(checked.message, title));
    return;
  }
  const room = checkCardRoom(board.cardCount);
  if (!room.ok) {
    yield put(refused(room.message, title));
    return;
  }
  const cards: Card[] | null = yield call(everyCardOf, listId);
  if (!cards) return;
  const id: string = yield call(newId);
  const card: Card = {
    id,
    listId,
    rank: rankAfterLast(cards),
    title: checked.value,
    description: '',
    labelIds: [],
    due: null,
    checklist: [],
    archived: false,
  };
  yield put(cardUpserted(card));
  yield put(cardCountAdjusted(1));
  yield call(persist, call(boardsService.createCard, board.id, id, fieldsOfCard(card)), {
    what: 'add the card',
    rollback: [cardsRemoved([id]), cardCountAdjusted(-1)],
    keptText: checked.value,
  });
}

/** Applies a change to one card at once, then writes it; rolls back on failure. */
function* changeCard(cardId: string, patch: Partial<CardFields>, what: string, keptText?: string) {
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  yield put(cardPatched({ id: cardId, patch }));
  yield call(persist, call(boardsService.updateCard, board.id, cardId, patch), {
    what,
    rollback: [cardPatched({ id: cardId, patch: previousValues(card, patch) })],
    keptText,
  });
}

export function* renameCardSaga(action: PayloadAction<{ cardId: string; title: string }>) {
  const { cardId, title } = action.payload;
  const checked = checkTitle('card', title);
  if (!checked.ok) {
    yield put(refused(checked.message, title));
    return;
  }
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!card || card.title === checked.value) return;
  yield call(changeCard, cardId, { title: checked.value }, 'rename the card', checked.value);
}

/**
 * Moves a card to `toIndex` among the cards shown in the target list: its new rank lies
 * between its new visible neighbours, so one document is written.
 */
export function* moveCardSaga(
  action: PayloadAction<{ cardId: string; toListId: string; toIndex: number }>,
) {
  const { cardId, toListId, toIndex } = action.payload;
  const card: Card | undefined = yield select(selectCard, cardId);
  const target: BoardList | undefined = yield select(selectList, toListId);
  if (!card || !target) return;
  const shownIds: string[] = yield select(selectVisibleCardIds, toListId);
  const cards: Record<string, Card> = yield select(selectCardsById);
  const neighbours = shownIds.filter((id) => id !== cardId).flatMap((id) => cards[id] ?? []);
  if (card.listId === toListId && shownIds.indexOf(cardId) === toIndex) return;
  const rank = rankForIndex(neighbours, toIndex);
  yield call(changeCard, cardId, { listId: toListId, rank }, 'move the card');
}

function checkCardPatch(patch: CardPatch, card: Card): string | null {
  if (patch.description !== undefined) {
    const checked = checkDescription(patch.description);
    if (!checked.ok) return checked.message;
  }
  if (patch.labelIds && patch.labelIds.length > LIMITS.labelsPerCard) {
    return `A card can have at most ${LIMITS.labelsPerCard} labels.`;
  }
  if (patch.checklist) {
    if (patch.checklist.length > LIMITS.checklistItems) {
      return `A checklist can have at most ${LIMITS.checklistItems} items.`;
    }
    for (const item of patch.checklist) {
      const checked = checkChecklistItem(item.text);
      if (!checked.ok) return checked.message;
    }
  }
  if (patch.due !== undefined && patch.due !== null && !/^\d{4}-\d{2}-\d{2}$/.test(patch.due)) {
    return 'That due date isn’t a valid day.';
  }
  return card ? null : 'That card no longer exists.';
}

const patchWhat = (patch: CardPatch) =>
  patch.archived === true
    ? 'archive the card'
    : patch.archived === false
      ? 'restore the card'
      : patch.description !== undefined
        ? 'save the description'
        : patch.checklist
          ? 'update the checklist'
          : patch.labelIds
            ? 'change the labels'
            : patch.due !== undefined
              ? 'change the due date'
              : 'update the card';

export function* updateCardSaga(action: PayloadAction<{ cardId: string; patch: CardPatch }>) {
  const { cardId, patch } = action.payload;
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!card) return;
  const problem = checkCardPatch(patch, card);
  if (problem) {
    yield put(refused(problem, patch.description));
    return;
  }
  yield call(changeCard, cardId, patch, patchWhat(patch), patch.description);
}

export function* deleteCardSaga(action: PayloadAction<{ cardId: string }>) {
  const { cardId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  yield put(cardsRemoved([cardId]));
  yield put(cardCountAdjusted(-1));
  yield call(persist, call(boardsService.deleteCard, board.id, cardId), {
    what: 'delete the card',
    rollback: [cardUpserted(card), cardCountAdjusted(1)],
  });
}

// --- Labels ----------------------------------------------------------------------------------

export function* changeLabelsSaga(action: PayloadAction<{ labels: Label[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const labels = action.payload.labels.map((label) => ({ ...label, name: label.name.trim() }));
  if (labels.length > LIMITS.labelsPerBoard) {
    yield put(refused(`A board can have at most ${LIMITS.labelsPerBoard} labels.`));
    return;
  }
  for (const label of labels) {
    const checked = checkLabelName(label.name);
    if (!checked.ok) {
      yield put(refused(checked.message, label.name));
      return;
    }
  }
  yield put(boardPatched({ labels }));
  yield call(persist, call(boardsService.updateBoard, board.id, { labels }), {
    what: 'change the labels',
    rollback: [boardPatched({ labels: board.labels })],
  });
}

export function* boardEditorsSaga() {
  yield takeEvery(listAddRequested.type, addListSaga);
  yield takeEvery(listRenameRequested.type, renameListSaga);
  yield takeEvery(listMoveRequested.type, moveListSaga);
  yield takeEvery(listArchiveRequested.type, archiveListSaga);
  yield takeEvery(listDeleteRequested.type, deleteListSaga);
  yield takeEvery(cardAddRequested.type, addCardSaga);
  yield takeEvery(cardRenameRequested.type, renameCardSaga);
  yield takeEvery(cardMoveRequested.type, moveCardSaga);
  yield takeEvery(cardUpdateRequested.type, updateCardSaga);
  yield takeEvery(cardDeleteRequested.type, deleteCardSaga);
  yield takeEvery(boardLabelsChangeRequested.type, changeLabelsSaga);
}
