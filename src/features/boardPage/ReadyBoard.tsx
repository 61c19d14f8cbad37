// The loaded board: header, then either the lists or the archived items. The lists get the
// header's height as a CSS variable so each column fits the window and scrolls on its own.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { QuietLoading } from '../../components/Layout/Layout';
import type { Board } from '../../domain/types';
import { selectShowArchived } from '../board';
import { ArchivedView } from './ArchivedView';
import { BoardHeader } from './BoardHeader';
import { BoardLists } from './BoardLists';
import { useBoardView } from './useBoardView';

// The table and calendar views load when first chosen: the board's first screen does without
// them (issue 33 §1).
const TableView = lazy(() =>
  import(/* webpackChunkName: "table-view" */ '../table').then((module) => ({
    default: module.TableView,
  })),
);
const CalendarView = lazy(() =>
  import(/* webpackChunkName: "calendar-view" */ '../calendar').then((module) => ({
    default: module.CalendarView,
  })),
);

const Canvas = styled.main`
  flex: 1 1 auto;
`;

export function ReadyBoard({ board }: { board: Board }) {
  const showArchived = useAppSelector(selectShowArchived);
  const header = useRef<HTMLElement>(null);
  const [view] = useBoardView();

  useEffect(() => {
    const element = header.current;
    const root = element?.parentElement;
    if (!element || !root || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--board-header-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <BoardHeader ref={header} board={board} />
      <Canvas>
        {showArchived ? (
          <ArchivedView />
        ) : (
          // The tabs' panel: the chosen view.
          <div id="board-view" role="tabpanel" aria-labelledby={`view-tab-${view}`}>
            {view === 'board' ? (
              <BoardLists />
            ) : (
              <Suspense
                fallback={
                  <QuietLoading>
                    <Trans>Loading…</Trans>
                  </QuietLoading>
                }
              >
                {view === 'table' ? <TableView /> : <CalendarView />}
              </Suspense>
            )}
          </div>
        )}
      </Canvas>
    </>
  );
}
