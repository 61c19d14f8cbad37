import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { DEFAULT_BOARD_COLOR } from '../../domain/palette';
import { boardCreateRequested } from '../board';
import { modalClosed, selectIsModalOpen } from '../modal';
import { BoardForm } from './BoardForm';

/** New board: name and colour. The saga creates it and opens it. */
export function CreateBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'createBoard'));
  const close = () => dispatch(modalClosed());
  return (
    <Modal isOpen={isOpen} onClose={close} heading="Create board" closeButton={false}>
      <BoardForm
        initialColor={DEFAULT_BOARD_COLOR}
        submitLabel="Create"
        onCancel={close}
        onSubmit={(title, color) => {
          close();
          dispatch(boardCreateRequested({ title, color }));
        }}
      />
    </Modal>
  );
}
