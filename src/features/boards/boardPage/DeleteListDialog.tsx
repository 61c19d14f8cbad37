// Asks before deleting a list, naming it and saying how many cards go with it.
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { modalClosed, selectIsModalOpen } from '../../modal';
import { listDeleteRequested } from '../openBoardSlice';
import { DangerButton, DialogActions } from './board.styles';
import { selectIsListPartial } from '../openBoardSelectors';
import { selectCardCountOfList } from './pageSelectors';
import { useLastSubject } from './useLastSubject';

const cardsWord = (count: number) =>
  count === 0
    ? 'It has no cards.'
    : `Its ${count} ${count === 1 ? 'card goes' : 'cards go'} with it.`;

export function DeleteListDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'deleteList'));
  const subject = useLastSubject();
  const list = useAppSelector((state) => (subject ? state.board.lists[subject] : undefined));
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
  const close = () => dispatch(modalClosed());

  return (
    <Modal isOpen={isOpen} onClose={close} heading="Delete list?">
      {list ? (
        <>
          <p style={{ overflowWrap: 'anywhere' }}>
            The list “{list.title}” will be deleted.{' '}
            {partial ? 'All its cards go with it.' : cardsWord(cardCount)} This can’t be undone.
          </p>
          <DialogActions>
            <Button type="button" $variant="subtle" onClick={close}>
              Cancel
            </Button>
            <DangerButton
              type="button"
              onClick={() => {
                close();
                dispatch(listDeleteRequested({ listId: list.id }));
              }}
            >
              Delete list
            </DangerButton>
          </DialogActions>
        </>
      ) : (
        isOpen && <p>This list no longer exists.</p>
      )}
    </Modal>
  );
}
