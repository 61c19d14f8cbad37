// The details of the open card (state.board.openCardId) in the shared modal. Rendered once by
// the board page; a card tile opens it with cardOpened(cardId), and it closes with cardClosed().
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import type { Card } from '../../../domain/types';
import { cardClosed } from '../openBoardSlice';
import { selectBoardStatus, selectOpenCard, selectOpenCardId } from '../openBoardSelectors';
import { CardDetailsBody } from './CardDetailsBody';

export const CARD_DETAILS_WIDTH = '48rem';

export function CardDetailsDialog() {
  const dispatch = useAppDispatch();
  const openCardId = useAppSelector(selectOpenCardId);
  const card = useAppSelector(selectOpenCard);
  const status = useAppSelector(selectBoardStatus);

  // The modal stays on screen for its closing transition: keep showing the last card then.
  const [lastCard, setLastCard] = useState<Card | undefined>(card);
  if (card && card !== lastCard) setLastCard(card);
  const shown = card ?? lastCard;

  // An id with no card (deleted in another tab before we saw it, or a stale id): close.
  const missing = openCardId !== null && !card && status === 'ready';
  useEffect(() => {
    if (missing) dispatch(cardClosed());
  }, [missing, dispatch]);

  const isOpen = openCardId !== null && card !== undefined;
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dispatch(cardClosed())}
      heading={shown?.title ?? ''}
      width={CARD_DETAILS_WIDTH}
    >
      {/* Keyed by card: drafts of one card never show on another. */}
      {shown && <CardDetailsBody key={shown.id} card={shown} />}
    </Modal>
  );
}
