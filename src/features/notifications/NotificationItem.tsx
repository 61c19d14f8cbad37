// One notification: who, what, which card on which board, when; unread ones marked with a dot
// and, for screen readers, in words. The whole item is a link to where it happened, which also
// marks it read.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { AppNotification } from '../../domain/notification';
import { formatCommentTime, fullCommentTime } from '../../messages/times';
import { notificationOpened } from './notificationsSlice';
import { actorOf, describeNotification, notificationHref } from './words';

const Item = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.background : 'transparent')};

  &:last-child {
    border-bottom: 0;
  }
`;

const ItemLink = styled(Link)`
  display: block;
  padding-block: 0.5rem;
  padding-inline: 1.25rem 0.5rem;
  position: relative;
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Dot = styled.span`
  position: absolute;
  inset-inline-start: 0.4rem;
  top: 0.9rem;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Where = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

export function NotificationItem({ item, now }: { item: AppNotification; now: number }) {
  const dispatch = useAppDispatch();
  // useLingui also re-renders the words (made outside React) on a language switch.
  const { t } = useLingui();
  // One whose time the server has not set yet was written moments ago.
  const at = item.at ?? now;
  const { boardTitle } = item;
  return (
    <Item $unread={!item.read}>
      <ItemLink
        to={notificationHref(item)}
        onClick={() => dispatch(notificationOpened({ id: item.id }))}
      >
        {!item.read && (
          <>
            <Dot aria-hidden="true" />
            <VisuallyHidden>{t`Unread:`} </VisuallyHidden>
          </>
        )}
        <strong>{actorOf(item)}</strong> {describeNotification(item)}
        <Where>
          <Trans>on board “{boardTitle}”</Trans> ·{' '}
          <time dateTime={new Date(at).toISOString()} title={fullCommentTime(at)}>
            {formatCommentTime(at, now)}
          </time>
        </Where>
      </ItemLink>
    </Item>
  );
}
