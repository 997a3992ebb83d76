import { UserDetails } from '../../features/user';

export function UserDetailsRoute() {
  return <UserDetails />;
}
