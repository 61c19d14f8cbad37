// One card's fields changed as one edit: what the card sagas (cardsSaga.ts) and the card
// details' (cardDetailsSaga.ts) share.
import { call, select } from 'redux-saga/effects';
import type { CardPatch } from '../../domain/card';
import type { Board, Card } from '../../domain/types';
import { selectBoard, selectCard } from '../board';
import { applyEdit, fieldChange } from '../edits';
import type { EditKind } from '../edits';
import type { What } from '../../messages/errors';

/**
 * Applies a change to one card at once, then writes it; rolls back on failure. Noted as an
 * undoable step of `kind` once on screen, and forgotten again if the server refuses it.
 */
export function* changeCard(
  cardId: string,
  patch: CardPatch,
  what: What,
  kind: EditKind,
  keptText?: string,
) {
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  yield call(applyEdit, {
    boardId: board.id,
    kind,
    subject: card.title,
    // A card from before start dates has none: its undo writes null, never undefined.
    changes: [fieldChange('card', cardId, { ...card, start: card.start ?? null }, patch)],
    what,
    keptText,
  });
}
