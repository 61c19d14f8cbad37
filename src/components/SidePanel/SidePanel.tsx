// A panel beside the page (not a dialog: the page stays usable while it is open), as the
// board's Activity and the Notifications inbox show: a heading, its own buttons and Close.
// Focus moves into it when it opens and back to where it was when it closes; Escape closes it.
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

const Panel = styled.section<{ $layer: number }>`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  bottom: 0;
  z-index: ${({ $layer }) => $layer};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: min(24rem, 100vw);
  padding: 1rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: start;

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  /* An action ("Mark all as read") stays on one line; the heading gives way. */
  & > button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
`;

const Heading = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: 1.1rem;
`;

/** The panel's list of items (a feed: no bullets). */
export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A quiet line: loading, empty, or what went wrong. */
export const PanelNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface SidePanelProps {
  title: string;
  onClose: () => void;
  /** Buttons beside Close in the header (e.g. Mark all as read). */
  actions?: ReactNode;
  /** Stacking: a panel opened over another one has the higher layer. */
  layer: number;
  children: ReactNode;
}

export function SidePanel({ title, onClose, actions, layer, children }: SidePanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    panel?.focus();
    return () => {
      if (panel?.contains(document.activeElement) || document.activeElement === document.body) {
        before?.focus();
      }
    };
  }, []);

  return (
    <Panel
      ref={panelRef}
      $layer={layer}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Header>
        <Heading id={headingId}>{title}</Heading>
        {actions}
        <Button type="button" $variant="subtle" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Header>
      {children}
    </Panel>
  );
}
