// "Watch board" (be told of cards added) and "Mute board" (be told nothing of it): about the
// signed-in person, not the board's content, so viewers have them too.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { Board } from '../../domain/types';
import { boardWatchToggled } from '../cards';
import { selectSessionUid } from '../session';

const Group = styled.span`
  display: inline-flex;
  gap: 0.25rem;
`;

export function BoardWatchButtons({ board }: { board: Board }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSessionUid);
  const watching = uid !== null && board.watcherIds.includes(uid);
  const muted = uid !== null && board.mutedBy.includes(uid);
  return (
    <Group role="group" aria-label="Watching this board">
      <Button
        type="button"
        aria-pressed={watching}
        onClick={() => dispatch(boardWatchToggled({ field: 'watcherIds', on: !watching }))}
      >
        Watch board
      </Button>
      <Button
        type="button"
        aria-pressed={muted}
        onClick={() => dispatch(boardWatchToggled({ field: 'mutedBy', on: !muted }))}
      >
        Mute board
      </Button>
    </Group>
  );
}
