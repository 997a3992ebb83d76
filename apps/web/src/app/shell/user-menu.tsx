import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelp, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/auth/session';
import { signOut } from '../../lib/auth/sign-out';
import { getUserManager } from '../../lib/auth/user-manager';

/** The user menu: upper-cased user name and picture; User Details, Settings, Help, Logout. */
export function UserMenu() {
  const auth = useAuth();
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!user) return null;

  const logout = () => {
    // The API revokes the session first, then the provider ends its own (RP-initiated logout).
    const manager = getUserManager();
    const idToken = auth.user?.id_token;
    const end = () => auth.signoutRedirect({ id_token_hint: idToken });
    void (manager ? signOut(manager, idToken, end) : end()).catch((e: unknown) => console.error('Sign-out failed', e));
  };

  return (
    <Menu position="bottom-end" width={200} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.picture} alt={user.name} radius="xl" size={32} color="blue">
              {user.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text fw={600} size="sm" visibleFrom="sm" data-testid="user-name">
              {user.userName.toUpperCase()}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email || user.name}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate('/user-details')}>
          User Details
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/settings')}>
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconHelp size={16} />} onClick={() => navigate('/help')}>
          Help
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
