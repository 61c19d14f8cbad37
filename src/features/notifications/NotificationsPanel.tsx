// The inbox: a region beside the page (not a dialog: the page stays usable while it is open),
// newest first, followed live; Mark all as read, and Load more.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { PanelList, PanelNote, SidePanel } from '../../components/SidePanel/SidePanel';
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

/** The panel, while it is open. */
export function NotificationsPanel() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  const unreadIds = useAppSelector(selectUnreadIds);
  const status = useAppSelector(selectNotificationsStatus);
  const error = useAppSelector(selectNotificationsError);
  const mayHaveMore = useAppSelector(selectMayHaveMoreNotifications);
  const now = useMinuteClock();

  return (
    <SidePanel
      title="Notifications"
      layer={40}
      onClose={() => dispatch(notificationsPanelClosed())}
      actions={
        <Button
          type="button"
          $variant="subtle"
          disabled={unreadIds.length === 0}
          onClick={() => dispatch(allNotificationsReadRequested({ ids: unreadIds }))}
        >
          Mark all as read
        </Button>
      }
    >
      {status === 'error' ? (
        <PanelNote role="alert">
          {error?.text ?? 'We could not load your notifications.'}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(notificationsRetryRequested())}
          >
            Try again
          </Button>
        </PanelNote>
      ) : items.length > 0 ? (
        <PanelList aria-label="Your notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} />
          ))}
        </PanelList>
      ) : (
        <PanelNote>
          {status === 'ready' ? 'Nothing new: you are all caught up.' : 'Loading…'}
        </PanelNote>
      )}
      {mayHaveMore && (
        <Button type="button" onClick={() => dispatch(moreNotificationsRequested())}>
          Load more
        </Button>
      )}
    </SidePanel>
  );
}
