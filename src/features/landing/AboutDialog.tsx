import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { modalClosed, selectIsModalOpen } from '../modal';

export function AboutDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'about'));
  return (
    <Modal isOpen={isOpen} onClose={() => dispatch(modalClosed())} heading={t`About Boards`}>
      <p>
        <Trans>
          Boards is a kanban app for you and your team: lists of cards for the work on your plate,
          on every device you sign in on.
        </Trans>
      </p>
      <p>
        <Trans>
          Keep a board to yourself or share it, to edit or to view. Boards update live across tabs,
          devices and people, and keep working while you are offline.
        </Trans>
      </p>
    </Modal>
  );
}
