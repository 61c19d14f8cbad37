// Asks before deleting the open board, naming it, since a delete cannot be undone. The saga
// takes the person back to the dashboard.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { boardDeleteRequested } from '../boardsSlice';
import { modalClosed, selectIsModalOpen } from '../../modal';
import { selectBoard } from '../openBoardSelectors';
import { DangerButton, DialogActions } from './board.styles';
import { useLastSubject } from './useLastSubject';

export function DeleteBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'deleteBoard'));
  const subject = useLastSubject();
  const board = useAppSelector(selectBoard);
  const shown = board && board.id === subject ? board : null;
  const close = () => dispatch(modalClosed());

  return (
    <Modal isOpen={isOpen} onClose={close} heading="Delete board?">
      {shown ? (
        <>
          <p style={{ overflowWrap: 'anywhere' }}>
            “{shown.title}” and all its lists and cards will be deleted. This can’t be undone.
          </p>
          <DialogActions>
            <Button type="button" $variant="subtle" onClick={close}>
              Cancel
            </Button>
            <DangerButton
              type="button"
              onClick={() => {
                close();
                dispatch(boardDeleteRequested({ boardId: shown.id }));
              }}
            >
              Delete board
            </DangerButton>
          </DialogActions>
        </>
      ) : (
        isOpen && <p>This board no longer exists.</p>
      )}
    </Modal>
  );
}
