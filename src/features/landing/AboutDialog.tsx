import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { modalClosed, selectIsModalOpen } from '../modal';

export function AboutDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'about'));
  return (
    <Modal isOpen={isOpen} onClose={() => dispatch(modalClosed())} heading="About Boards">
      <p>
        Boards is a personal kanban board: lists of cards for the work on your plate, on every
        device you sign in on.
      </p>
      <p>
        Your boards are yours alone. They update live across tabs and devices and keep working while
        you are offline.
      </p>
    </Modal>
  );
}
