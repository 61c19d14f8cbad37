// Every signed-in page's header button: "Notifications, 2 unread" (just "Notifications" at 0),
// opening the inbox beside the page.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { notificationsPanelToggled } from './notificationsSlice';
import { NotificationsPanel } from './NotificationsPanel';
import { selectNotificationsPanelOpen, selectUnreadCount } from './selectors';

/** The button's accessible name, which also shows the count. */
export const notificationsLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread >= 100 ? '99+' : unread} unread`;

export function NotificationsButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNotificationsPanelOpen);
  const unread = useAppSelector(selectUnreadCount);
  return (
    <>
      <Button
        type="button"
        aria-expanded={open}
        onClick={() => dispatch(notificationsPanelToggled())}
      >
        {notificationsLabel(unread)}
      </Button>
      {open && <NotificationsPanel />}
    </>
  );
}
