import { AppHeader } from '../../components/Layout/Layout';
import { AccountMenu } from '../account';
import { SyncIndicator } from '../board';
import { NotificationsButton } from '../notifications';

export function DashboardHeader() {
  return (
    <AppHeader>
      <SyncIndicator />
      <NotificationsButton />
      <AccountMenu />
    </AppHeader>
  );
}
