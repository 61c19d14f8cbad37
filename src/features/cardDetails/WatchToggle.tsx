// "Watch": whether the signed-in person is told of this card's changes. Any member may watch,
// viewers too (the saga writes only their own uid; firestore.rules allows nothing else). Its
// state is both pressed (aria-pressed, a tick and a ring) and said: "Watching" while on.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { Card } from '../../domain/types';
import { cardWatchToggled } from '../cards';
import { selectSessionUid } from '../session';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0 0 0.5rem;
`;

const Toggle = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

export function WatchToggle({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const uid = useAppSelector(selectSessionUid);
  const watching = uid !== null && card.watcherIds.includes(uid);
  return (
    <Row>
      <Toggle
        type="button"
        aria-pressed={watching}
        aria-keyshortcuts="W"
        title={watching ? t`You are told of this card’s changes` : undefined}
        onClick={() => dispatch(cardWatchToggled({ cardId: card.id, watching: !watching }))}
      >
        {watching && <span aria-hidden="true">✓</span>}
        {watching ? <Trans>Watching</Trans> : <Trans>Watch</Trans>}
      </Toggle>
    </Row>
  );
}
