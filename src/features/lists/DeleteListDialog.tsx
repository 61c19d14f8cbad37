// Asks before deleting a list, naming it and saying how many cards go with it.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { selectIsListPartial, selectList, selectCardCountOfList } from '../board';
import { listDeleteRequested } from './listRequests';

export function DeleteListDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
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
      heading={t`Delete list?`}
      subject={list}
      question={({ title }) =>
        // One sentence per case, so each language words the count its own way.
        partial ? (
          <Trans>
            The list “{title}” will be deleted. All its cards go with it. This can’t be undone.
          </Trans>
        ) : (
          <Trans>
            The list “{title}” will be deleted.{' '}
            <Plural
              value={cardCount}
              _0="It has no cards."
              one="Its # card goes with it."
              other="Its # cards go with it."
            />{' '}
            This can’t be undone.
          </Trans>
        )
      }
      confirmLabel={t`Delete list`}
      onConfirm={({ id }) => dispatch(listDeleteRequested({ listId: id }))}
      goneText={t`This list no longer exists.`}
    />
  );
}
