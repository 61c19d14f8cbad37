import { AppHeader } from '../../components/Layout/Layout';
import { AccountMenu, MyCardsHeaderLink } from '../account';
import { SyncIndicator } from '../board';
import { NotificationsButton } from '../notifications';
import { SearchButton } from '../search';

export function DashboardHeader() {
  return (
    <AppHeader>
      <SyncIndicator />
      <MyCardsHeaderLink />
      <SearchButton />
      <NotificationsButton />
      <AccountMenu />
    </AppHeader>
  );
}
