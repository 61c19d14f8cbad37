// The entries of the card whose details are open, newest first and live (./sagas follows
// them while the details are open). The card details dialog gives it its section and heading.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { ActivityEntryItem } from './ActivityEntryItem';
import { cardActivityRetryRequested } from './activitySlice';
import {
  selectActivity,
  selectCardActivityEntries,
  selectCardActivityError,
  selectCardActivityStatus,
} from './selectors';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export function CardActivityList({ cardId, canRevert }: { cardId: string; canRevert: boolean }) {
  const dispatch = useAppDispatch();
  const forCard = useAppSelector((state) => selectActivity(state).card.cardId === cardId);
  const entries = useAppSelector(selectCardActivityEntries);
  const status = useAppSelector(selectCardActivityStatus);
  const error = useAppSelector(selectCardActivityError);
  const now = useMinuteClock();
  const { t } = useLingui();

  if (forCard && status === 'error') {
    return (
      <Muted role="alert">
        {error?.text ?? t`We could not load the activity.`}{' '}
        <Button
          type="button"
          $variant="subtle"
          onClick={() => dispatch(cardActivityRetryRequested())}
        >
          <Trans>Try again</Trans>
        </Button>
      </Muted>
    );
  }
  if (!forCard || entries.length === 0) {
    return <Muted>{forCard && status === 'ready' ? t`No activity yet.` : t`Loading…`}</Muted>;
  }
  return (
    <List aria-label={t`Card activity`}>
      {entries.map((entry) => (
        <ActivityEntryItem key={entry.id} entry={entry} now={now} canRevert={canRevert} />
      ))}
    </List>
  );
}
