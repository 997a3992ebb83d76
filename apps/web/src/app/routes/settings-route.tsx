import { UserSettings } from '../../features/user/components/user-settings';

export function SettingsRoute() {
  return <UserSettings />;
}
