// The inbox: a region beside the page (not a dialog: the page stays usable while it is open),
// newest first, followed live; Mark all as read, and Load more.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { NotificationItem } from './NotificationItem';
import {
  allNotificationsReadRequested,
  moreNotificationsRequested,
  notificationsPanelClosed,
  notificationsRetryRequested,
} from './notificationsSlice';
import {
  selectMayHaveMoreNotifications,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsStatus,
  selectUnreadIds,
} from './selectors';

const Panel = styled.section`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
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
  text-align: left;

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Heading = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-size: 1.1rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The panel, while it is open. */
export function NotificationsPanel() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const items = useAppSelector(selectNotifications);
  const unreadIds = useAppSelector(selectUnreadIds);
  const status = useAppSelector(selectNotificationsStatus);
  const error = useAppSelector(selectNotificationsError);
  const mayHaveMore = useAppSelector(selectMayHaveMoreNotifications);
  const now = useMinuteClock();

  // Focus moves into the panel when it opens and back to where it was when it closes.
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
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch(notificationsPanelClosed());
      }}
    >
      <Header>
        <Heading id={headingId}>Notifications</Heading>
        <Button
          type="button"
          $variant="subtle"
          disabled={unreadIds.length === 0}
          onClick={() => dispatch(allNotificationsReadRequested({ ids: unreadIds }))}
        >
          Mark all as read
        </Button>
        <Button
          type="button"
          $variant="subtle"
          onClick={() => dispatch(notificationsPanelClosed())}
        >
          Close
        </Button>
      </Header>
      {status === 'error' ? (
        <Muted role="alert">
          {error?.text ?? 'We could not load your notifications.'}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(notificationsRetryRequested())}
          >
            Try again
          </Button>
        </Muted>
      ) : items.length > 0 ? (
        <List aria-label="Your notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} />
          ))}
        </List>
      ) : (
        <Muted>{status === 'ready' ? 'Nothing new: you are all caught up.' : 'Loading…'}</Muted>
      )}
      {mayHaveMore && (
        <Button type="button" onClick={() => dispatch(moreNotificationsRequested())}>
          Load more
        </Button>
      )}
    </Panel>
  );
}
