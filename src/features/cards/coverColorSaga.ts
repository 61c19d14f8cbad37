// A card's colour cover (issue 31 §3): a colour of the palette in place of an image, set or
// removed in the card's details as a 'cardCover' edit like an image cover (undo, the feed).
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { PALETTE, type ColorKey } from '../../domain/palette';
import type { Board, Card } from '../../domain/types';
import { selectBoard, selectCanEditBoard, selectCard } from '../board';
import { applyEdit, fieldChange } from '../edits';
import { refused } from '../sync';
import { i18n } from '../../i18n';

/** A colour for the card's cover, or null for none (an image cover is replaced either way). */
export const cardCoverColorRequested = createAction<{ cardId: string; color: ColorKey | null }>(
  'board/cardCoverColorRequested',
);

export function* changeCoverColorSaga(
  action: PayloadAction<{ cardId: string; color: ColorKey | null }>,
) {
  const { cardId, color } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can change a card’s cover.`)));
    return;
  }
  const before = card.cover ?? null;
  const beforeColor = before && 'color' in before ? before.color : null;
  if (color === null ? before === null : beforeColor === color) return; // Already so.
  const cover = color ? { color } : null;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardCover',
    subject: card.title,
    changes: [fieldChange('card', cardId, { cover: before }, { cover })],
    what: cover ? msg`make the cover` : msg`remove the cover`,
    words: color ? { color: PALETTE[color].name } : {},
  });
}
