// The inbox: a region beside the page (not a dialog: the page stays usable while it is open),
// newest first, followed live; Mark all as read, and Load more.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();

  return (
    <SidePanel
      title={t`Notifications`}
      layer={40}
      onClose={() => dispatch(notificationsPanelClosed())}
      actions={
        <Button
          type="button"
          $variant="subtle"
          disabled={unreadIds.length === 0}
          onClick={() => dispatch(allNotificationsReadRequested({ ids: unreadIds }))}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      }
    >
      {status === 'error' ? (
        <PanelNote role="alert">
          {error?.text ?? t`We could not load your notifications.`}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(notificationsRetryRequested())}
          >
            <Trans>Try again</Trans>
          </Button>
        </PanelNote>
      ) : items.length > 0 ? (
        <PanelList aria-label={t`Your notifications`}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} />
          ))}
        </PanelList>
      ) : (
        <PanelNote>
          {status === 'ready' ? t`Nothing new: you are all caught up.` : t`Loading…`}
        </PanelNote>
      )}
      {mayHaveMore && (
        <Button type="button" onClick={() => dispatch(moreNotificationsRequested())}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </SidePanel>
  );
}
