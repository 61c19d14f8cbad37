// "Watch": whether the signed-in person is told of this card's changes. Any member may watch,
// viewers too (the saga writes only their own uid; firestore.rules allows nothing else).
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

export function WatchToggle({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSessionUid);
  const watching = uid !== null && card.watcherIds.includes(uid);
  return (
    <Row>
      <Button
        type="button"
        aria-pressed={watching}
        aria-keyshortcuts="W"
        title={watching ? 'You are told of this card’s changes' : undefined}
        onClick={() => dispatch(cardWatchToggled({ cardId: card.id, watching: !watching }))}
      >
        Watch
      </Button>
    </Row>
  );
}
