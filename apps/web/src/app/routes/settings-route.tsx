import { UserSettings } from '../../features/user';

export function SettingsRoute() {
  return <UserSettings />;
}
