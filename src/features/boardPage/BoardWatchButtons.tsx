// "Watch board" (be told of cards added) and "Mute board" (be told nothing of it), as checkbox
// items of the board menu: about the signed-in person, not the board's content, so viewers
// have them too.
import { Trans } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Board } from '../../domain/types';
import { boardWatchToggled } from '../cards';
import { selectSessionUid } from '../session';

export function BoardWatchButtons({ board, close }: { board: Board; close: () => void }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSessionUid);
  const watching = uid !== null && board.watcherIds.includes(uid);
  const muted = uid !== null && board.mutedBy.includes(uid);
  return (
    <>
      <li role="none">
        <button
          type="button"
          role="menuitemcheckbox"
          aria-checked={watching}
          onClick={() => {
            close();
            dispatch(boardWatchToggled({ field: 'watcherIds', on: !watching }));
          }}
        >
          <Trans>Watch board</Trans>
        </button>
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitemcheckbox"
          aria-checked={muted}
          onClick={() => {
            close();
            dispatch(boardWatchToggled({ field: 'mutedBy', on: !muted }));
          }}
        >
          <Trans>Mute board</Trans>
        </button>
      </li>
    </>
  );
}
