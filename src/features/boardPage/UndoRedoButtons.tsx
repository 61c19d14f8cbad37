// The header's Undo and Redo: each names the step it would take ("Undo move of ‘Write
// brief’") and is disabled when there is none. The notice after each says what happened.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { redoRequested, undoRequested, selectNextRedo, selectNextUndo } from '../edits';

export function UndoRedoButtons() {
  const dispatch = useAppDispatch();
  const undo = useAppSelector(selectNextUndo);
  const redo = useAppSelector(selectNextRedo);
  const undoName = undo ? `Undo ${undo.label}` : 'Undo';
  const redoName = redo ? `Redo ${redo.label}` : 'Redo';
  return (
    <>
      <Button
        type="button"
        aria-label={undoName}
        title={`${undoName} (Ctrl+Z)`}
        disabled={!undo}
        onClick={() => dispatch(undoRequested())}
      >
        Undo
      </Button>
      <Button
        type="button"
        aria-label={redoName}
        title={`${redoName} (Ctrl+Shift+Z)`}
        disabled={!redo}
        onClick={() => dispatch(redoRequested())}
      >
        Redo
      </Button>
    </>
  );
}
