// One entry as people read it: who, what ("renamed card “alpha” to “beta”"), when; and, for
// those who may edit, Revert when the entry keeps its edit. All as React text, never HTML.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { ActivityEntry } from '../../domain/activity';
import { formatCommentTime, fullCommentTime } from '../../messages/times';
import { activityRevertRequested } from './activitySlice';
import { describeActivity } from './words';

const Item = styled.li`
  padding: 0.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  &:last-child {
    border-bottom: 0;
  }
`;

const When = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const RevertButton = styled(Button)`
  min-height: 1.75rem;
  margin-top: 0.25rem;
  padding: 0.15rem 0.6rem;
  font-size: 0.85rem;
`;

export function ActivityEntryItem({
  entry,
  now,
  canRevert,
}: {
  entry: ActivityEntry;
  now: number;
  canRevert: boolean;
}) {
  const dispatch = useAppDispatch();
  // useLingui also re-renders the words (made outside React) on a language switch.
  const { t } = useLingui();
  const words = describeActivity(entry, new Date(now));
  // An entry whose time the server has not set yet was written moments ago, by this device.
  const at = entry.at ?? now;
  return (
    <Item>
      <strong>{entry.authorName || t`Someone`}</strong> {words}
      <When dateTime={new Date(at).toISOString()} title={fullCommentTime(at)}>
        {formatCommentTime(at, now)}
      </When>
      {canRevert && entry.changes && (
        <RevertButton
          type="button"
          $variant="subtle"
          aria-label={t`Revert: ${words}`}
          onClick={() => dispatch(activityRevertRequested({ entryId: entry.id }))}
        >
          <Trans>Revert</Trans>
        </RevertButton>
      )}
    </Item>
  );
}
