import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { boardColorChangeRequested, boardRenameRequested, selectBoardSummaries } from '../board';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { BoardForm } from './BoardForm';

/** Rename and recolour a board from its dashboard tile (subject: the board's id). */
export function RenameBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'renameBoard'));
  const subject = useLastSubject();
  const board = useAppSelector((state) =>
    subject ? selectBoardSummaries(state)[subject] : undefined,
  );
  const close = () => dispatch(modalClosed());
  const { t } = useLingui();

  return (
    <Modal isOpen={isOpen} onClose={close} heading={t`Rename board`} closeButton={!board}>
      {board ? (
        <BoardForm
          // A fresh form for each board, so one board's draft never shows for another.
          key={board.id}
          initialTitle={board.title}
          initialColor={board.color}
          submitLabel={t`Save`}
          onCancel={close}
          onSubmit={(title, color) => {
            close();
            if (title !== board.title) {
              dispatch(boardRenameRequested({ boardId: board.id, title }));
            }
            if (color !== board.color) {
              dispatch(boardColorChangeRequested({ boardId: board.id, color }));
            }
          }}
        />
      ) : (
        <p>
          <Trans>This board no longer exists.</Trans>
        </p>
      )}
    </Modal>
  );
}
