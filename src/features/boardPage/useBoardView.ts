// Which view of the board shows (issue 33 §1): Board, Table or Calendar. The choice lives in the
// address (`?view=table|calendar`, absent for the board) so that a link opens the same view.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const BOARD_VIEWS = ['board', 'table', 'calendar'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export const BOARD_VIEW_NAMES: Record<BoardView, MessageDescriptor> = {
  board: msg`Board`,
  table: msg`Table`,
  calendar: msg`Calendar`,
};

/** Each view as the folded header's menu item names it. */
export const BOARD_VIEW_ITEMS: Record<BoardView, MessageDescriptor> = {
  board: msg`Board view`,
  table: msg`Table view`,
  calendar: msg`Calendar view`,
};

const isBoardView = (value: string | null): value is BoardView =>
  (BOARD_VIEWS as readonly (string | null)[]).includes(value);

export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = isBoardView(raw) ? raw : 'board';
  const choose = useCallback(
    (next: BoardView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'board') updated.delete('view');
          else updated.set('view', next);
          return updated;
        },
        // A view is not a place of its own in the history: Back leaves the board.
        { replace: true },
      ),
    [setParams],
  );
  return [view, choose];
}
