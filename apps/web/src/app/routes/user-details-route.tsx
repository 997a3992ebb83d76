import { UserDetails } from '../../features/user/components/user-details';

export function UserDetailsRoute() {
  return <UserDetails />;
}
