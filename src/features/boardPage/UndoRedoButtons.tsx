// The header's Undo and Redo: each names the step it would take ("Undo move of ‘Write
// brief’") and is disabled when there is none. The notice after each says what happened.
import { Trans, useLingui } from '@lingui/react/macro';
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

  /* Back points against the reading direction, forward with it. */
  &[data-forward],
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
  [dir='rtl'] &[data-forward] {
    transform: none;
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
      data-forward={forward || undefined}
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
  const { t } = useLingui();
  const undoLabel = undo?.label;
  const redoLabel = redo?.label;
  const undoName = undoLabel ? t`Undo ${undoLabel}` : t`Undo`;
  const redoName = redoLabel ? t`Redo ${redoLabel}` : t`Redo`;
  return (
    <>
      <StepButton
        type="button"
        aria-label={undoName}
        title={t`${undoName} (Ctrl+Z)`}
        disabled={!undo}
        onClick={() => dispatch(undoRequested())}
      >
        <StepIcon />
        <Words>
          <Trans>Undo</Trans>
        </Words>
      </StepButton>
      <StepButton
        type="button"
        aria-label={redoName}
        title={t`${redoName} (Ctrl+Shift+Z)`}
        disabled={!redo}
        onClick={() => dispatch(redoRequested())}
      >
        <StepIcon forward />
        <Words>
          <Trans>Redo</Trans>
        </Words>
      </StepButton>
    </>
  );
}
