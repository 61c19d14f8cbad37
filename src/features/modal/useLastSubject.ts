import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectModalSubject } from './selectors';

/**
 * The id a dialog is about (a board, list or card). It keeps the last one while the dialog fades
 * out after closing (the store has forgotten the subject by then), so the text does not change
 * mid-fade.
 */
export function useLastSubject(): string | null {
  const subject = useAppSelector(selectModalSubject);
  const [last, setLast] = useState(subject);
  if (subject !== null && subject !== last) setLast(subject);
  return subject ?? last;
}
