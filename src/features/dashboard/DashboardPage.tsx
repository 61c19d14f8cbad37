import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { AppHeader, appearAfter, Main, Notice, QuietLoading } from '../../components/Layout/Layout';
import { AuthErrorNotice } from '../auth/AuthErrorNotice';
import { signOutRequested } from '../auth/authSlice';
import { selectAuthPending } from '../auth/selectors';
import {
  selectSignedInUser,
  selectUserDisplayName,
  selectUserRecordError,
  selectUserRecordFromCache,
  selectUserRecordStatus,
} from '../user/selectors';
import { userRecordRetryRequested } from '../user/userSlice';

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const EmptyState = styled.div`
  padding: 2.5rem 1.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const BoardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BoardTile = styled.li`
  min-height: 5rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

// Every first snapshot comes from the cache for a moment; only a lasting offline state shows.
// It sits in the header so that it never shifts the page when it comes and goes.
const OfflineBadge = styled.span`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.warningSurface};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  ${appearAfter('1.5s')}
`;

function BoardsSection() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectUserRecordStatus);
  const error = useAppSelector(selectUserRecordError);
  const user = useAppSelector(selectSignedInUser);
  const boards = user?.boards ?? [];

  if (status === 'error') {
    return (
      <Notice role="alert">
        <span>{error?.text}</span>
        <Button type="button" onClick={() => dispatch(userRecordRetryRequested())}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (status === 'idle' || status === 'loading') {
    return <QuietLoading>Loading your boards…</QuietLoading>;
  }
  if (status === 'missing') {
    return (
      <Notice role="alert" $tone="warning">
        Your account is not set up yet. Sign out and sign in again to finish setting it up.
      </Notice>
    );
  }
  if (boards.length === 0) {
    return (
      <EmptyState>
        <p>You have no boards yet.</p>
        <p>Boards you create will appear here.</p>
      </EmptyState>
    );
  }
  return (
    <BoardGrid aria-label="Your boards">
      {boards.map((boardId) => (
        <BoardTile key={boardId}>{boardId}</BoardTile>
      ))}
    </BoardGrid>
  );
}

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectUserDisplayName);
  const pending = useAppSelector(selectAuthPending);
  const fromCache = useAppSelector(selectUserRecordFromCache);
  const signingOut = pending === 'signingOut';

  return (
    <>
      <AppHeader>
        {fromCache && (
          <OfflineBadge
            role="status"
            title="Changes are saved on this device and sync when you are back online."
          >
            Offline
          </OfflineBadge>
        )}
        <UserName>{name}</UserName>
        <Button
          type="button"
          disabled={signingOut}
          aria-busy={signingOut}
          onClick={() => dispatch(signOutRequested())}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </AppHeader>
      <Main>
        <h1>Boards</h1>
        <AuthErrorNotice />
        <BoardsSection />
      </Main>
    </>
  );
}
