// The header's Undo and Redo: each names the step it would take ("Undo move of ‘Write
// brief’") and is disabled when there is none. The notice after each says what happened.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { compactHeader, wordsHiddenBelow } from '../../styles/media';
import { redoRequested, undoRequested, selectNextRedo, selectNextUndo } from '../edits';

const Words = styled.span`
  ${wordsHiddenBelow(compactHeader)}
`;

const StepButton = styled(Button)`
  @media ${compactHeader} {
    padding-inline: 0.55rem;
  }
`;

const Icon = styled.svg`
  display: none;

  @media ${compactHeader} {
    display: inline;
  }
`;

/** A curved arrow back (Undo), or mirrored, forward (Redo): all a narrow header shows of the words. */
function StepIcon({ forward }: { forward?: boolean }) {
  return (
    <Icon
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={forward ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path
        d="M5 3 1.8 6.2 5 9.4M2 6.2h7.5a4.2 4.2 0 0 1 0 8.4H7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function UndoRedoButtons() {
  const dispatch = useAppDispatch();
  const undo = useAppSelector(selectNextUndo);
  const redo = useAppSelector(selectNextRedo);
  const undoName = undo ? `Undo ${undo.label}` : 'Undo';
  const redoName = redo ? `Redo ${redo.label}` : 'Redo';
  return (
    <>
      <StepButton
        type="button"
        aria-label={undoName}
        title={`${undoName} (Ctrl+Z)`}
        disabled={!undo}
        onClick={() => dispatch(undoRequested())}
      >
        <StepIcon />
        <Words>Undo</Words>
      </StepButton>
      <StepButton
        type="button"
        aria-label={redoName}
        title={`${redoName} (Ctrl+Shift+Z)`}
        disabled={!redo}
        onClick={() => dispatch(redoRequested())}
      >
        <StepIcon forward />
        <Words>Redo</Words>
      </StepButton>
    </>
  );
}
