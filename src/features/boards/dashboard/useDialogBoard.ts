import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { BoardSummary } from '../../../domain/types';
import { selectBoardSummaries } from '../boardsSelectors';
import { selectModalSubject } from '../../modal';

/**
 * The board a board dialog is about. It keeps the last one while the dialog fades out after
 * closing (the store has forgotten the subject by then), so the text does not change mid-fade.
 */
export function useDialogBoard(): BoardSummary | undefined {
  const subject = useAppSelector(selectModalSubject);
  const summaries = useAppSelector(selectBoardSummaries);
  const [last, setLast] = useState(subject);
  if (subject !== null && subject !== last) setLast(subject);
  const boardId = subject ?? last;
  return boardId ? summaries[boardId] : undefined;
}
