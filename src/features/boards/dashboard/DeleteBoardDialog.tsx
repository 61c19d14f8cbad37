import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { boardDeleteRequested } from '../boardsSlice';
import { modalClosed, selectIsModalOpen } from '../../modal';
import { useDialogBoard } from './useDialogBoard';
import { DangerButton, DialogActions } from './dashboard.styles';

const Warning = { marginTop: 0, overflowWrap: 'anywhere' } as const;

/** Asks before deleting, naming the board, since a delete cannot be undone (subject: its id). */
export function DeleteBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'deleteBoard'));
  const board = useDialogBoard();
  const close = () => dispatch(modalClosed());

  return (
    <Modal isOpen={isOpen} onClose={close} heading="Delete board?">
      {board ? (
        <>
          <p style={Warning}>
            “{board.title}” and all its lists and cards will be deleted. This can’t be undone.
          </p>
          <DialogActions>
            <Button type="button" $variant="subtle" onClick={close}>
              Cancel
            </Button>
            <DangerButton
              type="button"
              onClick={() => {
                close();
                dispatch(boardDeleteRequested({ boardId: board.id }));
              }}
            >
              Delete board
            </DangerButton>
          </DialogActions>
        </>
      ) : (
        <p>This board no longer exists.</p>
      )}
    </Modal>
  );
}
