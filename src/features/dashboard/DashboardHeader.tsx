import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { AppHeader } from '../../components/Layout/Layout';
import { selectUserDisplayName, SignOutButton } from '../auth';
import { SyncIndicator } from '../board';
import { NotificationsButton } from '../notifications';
import { SearchButton } from '../search';

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function DashboardHeader() {
  const name = useAppSelector(selectUserDisplayName);

  return (
    <AppHeader>
      <SyncIndicator />
      <SearchButton />
      <NotificationsButton />
      <UserName>{name}</UserName>
      <SignOutButton />
    </AppHeader>
  );
}
