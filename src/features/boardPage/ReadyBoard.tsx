// The loaded board: header, then either the lists or the archived items. The lists get the
// header's height as a CSS variable so each column fits the window and scrolls on its own.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import type { Board } from '../../domain/types';
import { selectShowArchived } from '../board';
import { ArchivedView } from './ArchivedView';
import { BoardHeader } from './BoardHeader';
import { BoardLists } from './BoardLists';

// TEMPORARY (part J): `?view=calendar` and its link, until part I's Board/Table/Calendar tabs.
const CalendarView = lazy(() =>
  import('../calendar').then(({ CalendarView: view }) => ({ default: view })),
);

const ViewLink = styled(Link)`
  align-self: flex-start;
  margin: 0.25rem 0.5rem 0;
  padding: 0.2rem 0.5rem;
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const Canvas = styled.main`
  flex: 1 1 auto;
`;

export function ReadyBoard({ board }: { board: Board }) {
  const showArchived = useAppSelector(selectShowArchived);
  const header = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const calendar = new URLSearchParams(search).get('view') === 'calendar';

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
      <ViewLink to={calendar ? pathname : `${pathname}?view=calendar`}>
        {calendar ? 'Board' : 'Calendar'}
      </ViewLink>
      <Canvas>
        {calendar ? (
          <Suspense fallback={null}>
            <CalendarView />
          </Suspense>
        ) : showArchived ? (
          <ArchivedView />
        ) : (
          <BoardLists />
        )}
      </Canvas>
    </>
  );
}
