import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { AppHeader } from '../../../components/Layout/Layout';
import { selectAuthPending, selectUserDisplayName, signOutRequested } from '../../auth';
import { SyncIndicator } from '../SyncIndicator';

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function DashboardHeader() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectUserDisplayName);
  const pending = useAppSelector(selectAuthPending);
  const signingOut = pending === 'signingOut';

  return (
    <AppHeader>
      <SyncIndicator />
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
  );
}
