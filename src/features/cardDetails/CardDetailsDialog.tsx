// The details of one card in the shared modal: the modal's 'cardDetails', whose subject is the
// card's id. Rendered once by the board page; a card tile opens it with
// modalOpened('cardDetails', cardId). It shows only while its card exists, and closes the modal
// when the card is gone (deleted here or in another tab, or a stale id).
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import type { Card } from '../../domain/types';
import { modalClosed, selectIsModalOpen, selectModalSubject } from '../modal';
import { selectBoardStatus, selectCard } from '../board';
import { CardDetailsBody } from './CardDetailsBody';
import { MoveCopyCardDialog } from './MoveCopyCardDialog';

const CARD_DETAILS_WIDTH = '48rem';

export function CardDetailsDialog() {
  const dispatch = useAppDispatch();
  const isCardDetails = useAppSelector((state) => selectIsModalOpen(state, 'cardDetails'));
  const subject = useAppSelector(selectModalSubject);
  const cardId = isCardDetails ? subject : null;
  const card = useAppSelector((state) => (cardId ? selectCard(state, cardId) : undefined));
  const status = useAppSelector(selectBoardStatus);

  // The modal stays on screen for its closing transition: keep showing the last card then.
  const [lastCard, setLastCard] = useState<Card | undefined>(card);
  if (card && card !== lastCard) setLastCard(card);
  const shown = card ?? lastCard;

  // An id with no card once the board is known (or known to be gone): close.
  const missing = cardId !== null && !card && (status === 'ready' || status === 'notFound');
  useEffect(() => {
    if (missing) dispatch(modalClosed());
  }, [missing, dispatch]);

  const isOpen = cardId !== null && card !== undefined;
  return (
    <>
      <Modal
        isOpen={isOpen}
        onClose={() => dispatch(modalClosed())}
        heading={shown?.title ?? ''}
        width={CARD_DETAILS_WIDTH}
        fullScreenOnPhone
      >
        {/* Keyed by card: drafts of one card never show on another. */}
        {shown && <CardDetailsBody key={shown.id} card={shown} />}
      </Modal>
      {/* Move and Copy take the modal's place and hand it back to the card (one dialog at a time). */}
      <MoveCopyCardDialog />
    </>
  );
}
