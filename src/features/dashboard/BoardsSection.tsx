// The body of the dashboard: whatever state the person's boards are in (loading, failed,
// none, none matching the filter), or the tiles.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Notice, QuietLoading } from '../../components/Layout/Layout';
import {
  boardSummariesRetryRequested,
  dashboardFilterChanged,
  selectBoardCount,
  selectBoardsError,
  selectBoardsStatus,
  selectDashboardFilter,
  selectDashboardTiles,
} from '../board';
import { selectUserRecordError, selectUserRecordStatus, userRecordRetryRequested } from '../user';
import { SortableBoardGrid } from './SortableBoardGrid';
import { CreateBoardButton } from './CreateBoardButton';

const EmptyState = styled.div`
  padding: 2.5rem 1.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;

  p {
    margin: 0 0 1rem;
  }
`;

export function BoardsSection() {
  const dispatch = useAppDispatch();
  const recordStatus = useAppSelector(selectUserRecordStatus);
  const recordError = useAppSelector(selectUserRecordError);
  const boardsStatus = useAppSelector(selectBoardsStatus);
  const boardsError = useAppSelector(selectBoardsError);
  const tiles = useAppSelector(selectDashboardTiles);
  const count = useAppSelector(selectBoardCount);
  const filter = useAppSelector(selectDashboardFilter);
  const { t } = useLingui();

  if (recordStatus === 'error' || boardsStatus === 'error') {
    return (
      <Notice role="alert">
        <span>{(recordError ?? boardsError)?.text ?? t`We could not load your boards.`}</span>
        <Button
          type="button"
          onClick={() => {
            if (recordStatus === 'error') dispatch(userRecordRetryRequested());
            if (boardsStatus === 'error') dispatch(boardSummariesRetryRequested());
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    );
  }
  if (recordStatus === 'idle' || recordStatus === 'loading') {
    return (
      <QuietLoading>
        <Trans>Loading your boards…</Trans>
      </QuietLoading>
    );
  }
  if (recordStatus === 'missing') {
    return (
      <Notice role="alert" $tone="warning">
        <Trans>
          Your account is not set up yet. Sign out and sign in again to finish setting it up.
        </Trans>
      </Notice>
    );
  }
  if (count === 0) {
    return (
      <EmptyState>
        <p>
          <Trans>You have no boards yet.</Trans>
        </p>
        <CreateBoardButton />
      </EmptyState>
    );
  }
  const filtering = filter.trim() !== '';
  if (tiles.length === 0 && filtering) {
    const typed = filter.trim();
    return (
      <EmptyState>
        <p>
          <Trans>No boards match “{typed}”.</Trans>
        </p>
        <Button type="button" onClick={() => dispatch(dashboardFilterChanged(''))}>
          <Trans>Clear filter</Trans>
        </Button>
      </EmptyState>
    );
  }
  return <SortableBoardGrid tiles={tiles} filtering={filtering} />;
}
