// Asks before leaving a shared board: only its owner can let the person back in.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import { modalClosed, selectIsModalOpen } from '../modal';
import { selectBoard } from '../board';
import { boardLeaveRequested } from './sharingSlice';

export function LeaveBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'leaveBoard'));
  const board = useAppSelector(selectBoard);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading="Leave board?"
      subject={board}
      question={({ title }) => `You will no longer see “${title}”. Its owner can invite you again.`}
      confirmLabel="Leave board"
      onConfirm={({ id }) => dispatch(boardLeaveRequested({ boardId: id }))}
      goneText="This board is no longer open."
    />
  );
}
