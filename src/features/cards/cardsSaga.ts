// Edits to the open board's cards: add, rename, move and delete (the details' edits are in
// cardDetailsSaga.ts; this saga starts them too). Each is checked here, then
// described as an edit (the documents and fields it changes) that the pipeline applies:
// edits/applyEdit.ts shows it, writes it with its activity entry, and takes it back if refused.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { type Card } from '../../domain/card';
import { rankAfterAll, rankForIndex } from '../../domain/ordering';
import type { Board, BoardList } from '../../domain/types';
import { checkCardRoom, checkTitle } from '../../domain/validation';
import * as cardsService from '../../services/cards';
import { newId } from '../../domain/ids';
import { refused } from '../sync';
import { selectSessionUid } from '../session';
import {
  selectBoard,
  selectCard,
  selectCardsById,
  selectCardsOfList,
  selectIsListPartial,
  selectList,
  selectVisibleCardIds,
  descriptionChosen,
} from '../board';
import {
  cardAddRequested,
  cardAssigneeToggled,
  cardDeleteRequested,
  cardMoveRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from './cardRequests';
import { describeWriteError } from '../../messages/errors';
import { toServiceError } from '../../services/errors';
import { applyEdit } from '../edits';
import { changeCard } from './changeCard';
import { cardCoverColorRequested, changeCoverColorSaga } from './coverColorSaga';
import {
  addCardFromTemplateSaga,
  cardFromTemplateRequested,
  cardTemplateToggled,
  toggleCardTemplateSaga,
} from './templateCardSaga';
import {
  boardWatchToggled,
  cardWatchToggled,
  toggleBoardWatchSaga,
  toggleCardWatchSaga,
} from './watchingSaga';
import { chooseDescriptionSaga, toggleAssigneeSaga, updateCardSaga } from './cardDetailsSaga';
import { roomInList } from './wipRoom';
import { cardRepeatRequested, changeRepeatSaga } from './repeatSaga';
import { i18n } from '../../i18n';
import { describeProblem } from '../../messages/problems';

export { chooseDescriptionSaga, toggleAssigneeSaga, updateCardSaga };

/**
 * The rank after a list's last card. A list still loading its cards (a big board's first
 * screen) asks the server for its last one rather than waiting for every card: the add must
 * not depend on the person staying on the board.
 */
function* rankAtEndOf(boardId: string, listId: string) {
  const known: Card[] = yield select(selectCardsOfList, listId);
  const ranks = known.map((card) => card.rank);
  if ((yield select(selectIsListPartial, listId)) as boolean) {
    const last: string | null = yield call(cardsService.lastCardRank, boardId, listId);
    if (last !== null) ranks.push(last);
  }
  return rankAfterAll(ranks);
}

export function* addCardSaga(action: PayloadAction<{ listId: string; title: string }>) {
  const { listId, title } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  const checked = checkTitle('card', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const room = checkCardRoom(board.cardCount);
  if (!room.ok) {
    yield put(refused(describeProblem(room.problem), title));
    return;
  }
  if (!((yield call(roomInList, listId, null, 'add', checked.value)) as boolean)) return;
  let rank: string;
  try {
    rank = yield call(rankAtEndOf, board.id, listId);
  } catch (error) {
    // Nothing was shown or written: the message offers the title back.
    yield put(
      refused(describeWriteError(toServiceError(error), i18n._(msg`add the card`)), checked.value),
    );
    return;
  }
  const id: string = yield call(newId);
  const me: string | null = yield select(selectSessionUid);
  const card: Card = {
    id,
    listId,
    rank,
    title: checked.value,
    description: '',
    labelIds: [],
    assigneeIds: [],
    due: null,
    dueComplete: false,
    checklist: [],
    archived: false,
    // The creator watches the card they make (and can stop).
    watcherIds: me ? [me] : [],
  };
  // The person may have left the board while its last card was looked up: the card is still
  // written, and shows when they come back.
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardAdd',
    subject: card.title,
    changes: [{ doc: 'cardPresence', id, before: null, after: card }],
    what: msg`add the card`,
    keptText: checked.value,
  });
}

export function* renameCardSaga(action: PayloadAction<{ cardId: string; title: string }>) {
  const { cardId, title } = action.payload;
  const checked = checkTitle('card', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!card || card.title === checked.value) return;
  yield call(
    changeCard,
    cardId,
    { title: checked.value },
    i18n._(msg`rename the card`),
    'cardRename',
    checked.value,
  );
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
  if (!((yield call(roomInList, toListId, card, 'move')) as boolean)) return;
  const rank = rankForIndex(neighbours, toIndex);
  yield call(
    changeCard,
    cardId,
    { listId: toListId, rank },
    i18n._(msg`move the card`),
    'cardMove',
  );
}

export function* deleteCardSaga(action: PayloadAction<{ cardId: string }>) {
  const { cardId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardDelete',
    subject: card.title,
    changes: [{ doc: 'cardPresence', id: cardId, before: card, after: null }],
    what: msg`delete the card`,
  });
}

export function* cardsSaga() {
  yield takeEverySafe(cardAddRequested.type, addCardSaga);
  yield takeEverySafe(cardRenameRequested.type, renameCardSaga);
  yield takeEverySafe(cardMoveRequested.type, moveCardSaga);
  yield takeEverySafe(cardUpdateRequested.type, updateCardSaga);
  yield takeEverySafe(descriptionChosen.type, chooseDescriptionSaga);
  yield takeEverySafe(cardDeleteRequested.type, deleteCardSaga);
  yield takeEverySafe(cardAssigneeToggled.type, toggleAssigneeSaga);
  yield takeEverySafe(cardWatchToggled.type, toggleCardWatchSaga);
  yield takeEverySafe(boardWatchToggled.type, toggleBoardWatchSaga);
  yield takeEverySafe(cardCoverColorRequested.type, changeCoverColorSaga);
  yield takeEverySafe(cardRepeatRequested.type, changeRepeatSaga);
  yield takeEverySafe(cardTemplateToggled.type, toggleCardTemplateSaga);
  yield takeEverySafe(cardFromTemplateRequested.type, addCardFromTemplateSaga);
}
