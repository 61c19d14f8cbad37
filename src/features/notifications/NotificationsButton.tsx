// Every signed-in page's header button: a bell, and the unread count as a badge on it, so that
// a count never widens the header (issue 31 §1). Its name says it all, the word being only a tooltip:
// "Notifications, 2 unread" (just "Notifications" at 0). It opens the inbox beside the page.
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { i18n } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { notificationsPanelToggled } from './notificationsSlice';
import { NotificationsPanel } from './NotificationsPanel';
import { selectNotificationsPanelOpen, selectUnreadCount } from './selectors';

/** The badge's count in the reader's numbers, 99 at most ("99+"). */
const shownCount = (unread: number) => {
  const count = i18n.number(Math.min(unread, 99));
  return unread >= 100 ? i18n._(msg`${count}+`) : count;
};

/** The button's accessible name, which also tells the count. */
export function notificationsLabel(unread: number): string {
  if (unread === 0) return i18n._(msg`Notifications`);
  if (unread >= 100) return i18n._(msg`Notifications, 99+ unread`);
  return i18n._(msg`Notifications, ${plural(unread, { other: '# unread' })}`);
}

const Trigger = styled(Button)`
  position: relative;
  white-space: nowrap;

  padding-inline: 0.55rem;
`;

const Badge = styled.span`
  min-width: 1.1rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.72rem;
  line-height: 1.1rem;
  text-align: center;
  position: absolute;
  top: -0.3rem;
  inset-inline-end: -0.3rem;
`;

function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1.8a4.2 4.2 0 0 0-4.2 4.2v2.6L2.5 11h11l-1.3-2.4V6A4.2 4.2 0 0 0 8 1.8ZM6.4 12.8a1.6 1.6 0 0 0 3.2 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function NotificationsButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNotificationsPanelOpen);
  const unread = useAppSelector(selectUnreadCount);
  const { t } = useLingui();
  return (
    <>
      <Trigger
        type="button"
        aria-label={notificationsLabel(unread)}
        title={t`Notifications`}
        aria-expanded={open}
        onClick={() => dispatch(notificationsPanelToggled())}
      >
        <BellIcon />
        {unread > 0 && <Badge aria-hidden="true">{shownCount(unread)}</Badge>}
      </Trigger>
      {open && <NotificationsPanel />}
    </>
  );
}
