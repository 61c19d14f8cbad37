// Asks before leaving a shared board: only its owner can let the person back in (subject: its
// id). Both pages render it: the dashboard names the board by its summary, the board page by the
// open board.
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { ConfirmDialog } from '../../components/Modal/ConfirmDialog';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { selectBoard, selectBoardSummaries } from '../board';
import { boardLeaveRequested } from './sharingSlice';

type LeaveBoardSource = 'summaries' | 'openBoard';

const boardOf = (state: RootState, source: LeaveBoardSource, boardId: string | null) => {
  if (boardId === null) return undefined;
  if (source === 'summaries') return selectBoardSummaries(state)[boardId];
  const board = selectBoard(state);
  return board && board.id === boardId ? board : undefined;
};

export function LeaveBoardDialog({ source = 'openBoard' }: { source?: LeaveBoardSource }) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'leaveBoard'));
  const subject = useLastSubject();
  const board = useAppSelector((state) => boardOf(state, source, subject));
  const { t } = useLingui();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading={t`Leave board?`}
      subject={board}
      question={({ title }) =>
        t`You will no longer see “${title}”. Its owner can invite you again.`
      }
      confirmLabel={t`Leave board`}
      onConfirm={({ id }) => dispatch(boardLeaveRequested({ boardId: id }))}
      goneText={
        source === 'summaries'
          ? t`This board is no longer on your dashboard.`
          : t`This board is no longer open.`
      }
    />
  );
}
