// A card that repeats (issue 32 §3): set, changed or ended in the card's details as a
// 'cardRepeat' edit (the feed, undo, Revert). The server makes the next card when it is due
// (functions/src/recurring/runRecurrences.ts).
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { dueInstant } from '../../domain/due';
import type { Repeat } from '../../domain/repeat';
import type { Board, Card } from '../../domain/types';
import { selectBoard, selectCanEditBoard, selectCard } from '../board';
import { applyEdit } from '../edits';
import { refused } from '../sync';
import { i18n } from '../../i18n';

/** How the card repeats, or null to end it. */
export const cardRepeatRequested = createAction<{ cardId: string; repeat: Repeat | null }>(
  'board/cardRepeatRequested',
);

export function* changeRepeatSaga(
  action: PayloadAction<{ cardId: string; repeat: Repeat | null }>,
) {
  const { cardId, repeat } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can make a card repeat.`)));
    return;
  }
  const before = card.repeat ?? null;
  if (before === repeat) return;
  if (repeat !== null && !card.due) {
    yield put(refused(i18n._(msg`Give the card a due date before making it repeat.`)));
    return;
  }
  // The due, unchanged, goes with it (day, time and instant, the instant worked out here for a
  // card set before instants existed), so the server's query finds the card by its dueAt.
  const due = {
    due: card.due,
    dueTime: card.dueTime ?? null,
    dueAt: card.dueAt ?? dueInstant(card.due!, card.dueTime),
  };
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardRepeat',
    subject: card.title,
    changes: [
      {
        doc: 'card',
        id: cardId,
        before: { repeat: before, ...due },
        after: { repeat, ...due },
      },
    ],
    what: repeat ? msg`make the card repeat` : msg`stop the card repeating`,
    words: repeat ? { repeat } : {},
  });
}
