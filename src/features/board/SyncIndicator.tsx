// The header's word on saving: "Offline · 2 changes waiting", or "Saving 2 changes…" while the
// server has not confirmed them yet, or nothing at all. Shared by the dashboard and board headers.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled, { css } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { appearAfter } from '../../components/Layout/Layout';
import { selectIsOffline, selectWaitingChanges } from './syncSelectors';

const Badge = styled.span<{ $offline: boolean }>`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $offline, theme }) =>
    $offline
      ? css`
          background: ${theme.colors.warningSurface};
        `
      : css`
          color: ${theme.colors.muted};
          /* Most writes are confirmed within a blink: only a slow one is worth a word. */
          ${appearAfter('0.8s')}
        `}
`;

/** Offline state and unconfirmed changes. It sits in a header so it never shifts the page. */
export function SyncIndicator() {
  const offline = useAppSelector(selectIsOffline);
  const waiting = useAppSelector(selectWaitingChanges);
  const { t } = useLingui();

  if (offline) {
    return (
      <Badge
        $offline
        role="status"
        title={t`Changes are saved on this device and sync when you are back online.`}
      >
        {waiting > 0 ? (
          <Plural
            value={waiting}
            one="Offline · # change waiting"
            other="Offline · # changes waiting"
          />
        ) : (
          <Trans>Offline</Trans>
        )}
      </Badge>
    );
  }
  if (waiting > 0) {
    return (
      <Badge $offline={false} role="status">
        <Plural value={waiting} one="Saving # change…" other="Saving # changes…" />
      </Badge>
    );
  }
  return null;
}
