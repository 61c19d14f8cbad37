// Asks before deleting a list, naming it and saying how many cards go with it.
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { selectIsListPartial, selectList, selectCardCountOfList } from '../board';
import { listDeleteRequested } from './listRequests';

const cardsWord = (count: number) =>
  count === 0
    ? 'It has no cards.'
    : `Its ${count} ${count === 1 ? 'card goes' : 'cards go'} with it.`;

export function DeleteListDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'deleteList'));
  const subject = useLastSubject();
  const list = useAppSelector((state) => (subject ? selectList(state, subject) : undefined));
  // Counted only while open (a scan of every card is not worth doing on every store change),
  // and remembered for the fade-out.
  const openCount = useAppSelector((state) =>
    selectCardCountOfList(state, isOpen ? subject : null),
  );
  // Only the list's first cards are here yet: their count would understate it.
  const partial = useAppSelector((state) =>
    subject ? selectIsListPartial(state, subject) : false,
  );
  const [cardCount, setCardCount] = useState(openCount);
  if (isOpen && openCount !== cardCount) setCardCount(openCount);

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading="Delete list?"
      subject={list}
      question={({ title }) => (
        <>
          The list “{title}” will be deleted.{' '}
          {partial ? 'All its cards go with it.' : cardsWord(cardCount)} This can’t be undone.
        </>
      )}
      confirmLabel="Delete list"
      onConfirm={({ id }) => dispatch(listDeleteRequested({ listId: id }))}
      goneText="This list no longer exists."
    />
  );
}
