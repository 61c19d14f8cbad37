// The Board / Table / Calendar tabs under the board's name (issue 33 §1). Arrow keys move
// between them (one tab stop, as the ARIA tabs pattern asks); choosing one shows it at once.
// A phone's header has no room: its board menu offers the views instead (FoldedHeaderItems).
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { phone } from '../../styles/media';
import { BOARD_VIEWS, BOARD_VIEW_NAMES, useBoardView } from './useBoardView';

const TabList = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  padding: 0.15rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.glass};

  @media ${phone} {
    display: none;
  }
`;

const Tab = styled.button`
  min-height: 1.75rem;
  padding: 0.2rem 0.7rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.subtleHover};
  }
`;

export function ViewTabs() {
  const [view, choose] = useBoardView();
  const { t, i18n } = useLingui();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = BOARD_VIEWS.indexOf(view);
    // The arrows follow the reading direction: in Arabic the next tab is on the left.
    const ahead = document.documentElement.dir === 'rtl' ? -1 : 1;
    const step = { ArrowRight: ahead, ArrowLeft: -ahead }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + BOARD_VIEWS.length) % BOARD_VIEWS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = BOARD_VIEWS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    choose(BOARD_VIEWS[next]!);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <TabList ref={list} role="tablist" aria-label={t`Views of the board`} onKeyDown={onKeyDown}>
      {BOARD_VIEWS.map((id) => (
        <Tab
          key={id}
          type="button"
          role="tab"
          id={`view-tab-${id}`}
          aria-selected={view === id}
          aria-controls="board-view"
          tabIndex={view === id ? 0 : -1}
          onClick={() => choose(id)}
        >
          {i18n._(BOARD_VIEW_NAMES[id])}
        </Tab>
      ))}
    </TabList>
  );
}
