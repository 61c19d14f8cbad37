// A description saved over text someone changed elsewhere while it was being edited: nothing
// was written; both versions show, and the person keeps one (last writer wins, never silently).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { DescriptionConflict as Conflict } from '../board';
import { descriptionChosen } from '../board';
import { Actions, Muted } from '../../components/CardDetails/cardDetails.styles';

const Panel = styled.div`
  padding: 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: 6px;
`;

const Version = styled.figure`
  margin: 0.5rem 0 0;

  figcaption {
    font-weight: 600;
    font-size: 0.9rem;
  }

  p {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export function DescriptionConflict({ conflict }: { conflict: Conflict }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const shown = (text: string) => (text.trim() === '' ? t`(empty)` : text);
  const headingId = useId();
  const mineId = useId();
  const theirsId = useId();
  const choose = (text: string) => dispatch(descriptionChosen({ cardId: conflict.cardId, text }));
  return (
    <Panel role="group" aria-labelledby={headingId}>
      <p id={headingId} role="alert">
        <Trans>
          Someone changed this description while you were editing it. Nothing was saved yet: keep
          one of the two versions.
        </Trans>
      </p>
      <Version aria-labelledby={mineId}>
        <figcaption id={mineId}>
          <Trans>Your version</Trans>
        </figcaption>
        <p>{shown(conflict.mine)}</p>
      </Version>
      <Version aria-labelledby={theirsId}>
        <figcaption id={theirsId}>
          <Trans>The other version</Trans>
        </figcaption>
        <p>{shown(conflict.theirs)}</p>
      </Version>
      <Muted>
        <Trans>The version you don’t keep is gone once you choose.</Trans>
      </Muted>
      <Actions>
        <Button type="button" $variant="primary" onClick={() => choose(conflict.mine)}>
          <Trans>Keep my version</Trans>
        </Button>
        <Button type="button" $variant="subtle" onClick={() => choose(conflict.theirs)}>
          <Trans>Keep the other version</Trans>
        </Button>
      </Actions>
    </Panel>
  );
}
