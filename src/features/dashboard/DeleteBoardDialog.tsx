// Asks before deleting a board, naming it, since a delete cannot be undone (subject: its id).
// Both pages render it: the dashboard names the board by its summary, the board page by the open
// board. Deleting from the board page, the saga takes the person back to the dashboard.
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { boardDeleteRequested, selectBoardSummaries, selectBoard } from '../board';

type DeleteBoardSource = 'summaries' | 'openBoard';

const boardOf = (state: RootState, source: DeleteBoardSource, boardId: string | null) => {
  if (boardId === null) return undefined;
  if (source === 'summaries') return selectBoardSummaries(state)[boardId];
  const board = selectBoard(state);
  return board && board.id === boardId ? board : undefined;
};

export function DeleteBoardDialog({ source }: { source: DeleteBoardSource }) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'deleteBoard'));
  const subject = useLastSubject();
  const board = useAppSelector((state) => boardOf(state, source, subject));
  const { t } = useLingui();

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading={t`Delete board?`}
      subject={board}
      question={({ title }) =>
        t`“${title}” and all its lists and cards will be deleted. This can’t be undone.`
      }
      confirmLabel={t`Delete board`}
      onConfirm={({ id }) => dispatch(boardDeleteRequested({ boardId: id }))}
      goneText={t`This board no longer exists.`}
    />
  );
}
