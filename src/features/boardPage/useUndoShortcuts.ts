// Ctrl+Z / Cmd+Z undoes the board's last step; Ctrl+Shift+Z / Cmd+Shift+Z and Ctrl+Y redo.
// Not while typing: a text field's own undo wins there.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { redoRequested, undoRequested } from '../edits';
import { selectCanEditBoard } from '../board';
import { isTextField } from '../../components/Keyboard/isTextField';

export function useUndoShortcuts() {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector(selectCanEditBoard);

  useEffect(() => {
    if (!canEdit) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey);
      if (key !== 'z' && !redo) return;
      event.preventDefault();
      dispatch(redo ? redoRequested() : undoRequested());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, canEdit]);
}
