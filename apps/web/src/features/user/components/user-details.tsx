import { Avatar, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { formatDate } from '../../../components/formatters/format-date';
import { useSessionUser } from '../../../lib/auth/session';
import { UserRoles } from './user-roles';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The User page: avatar, name, user name, e-mail, roles and the current time (001 §2.19). */
export function UserDetails() {
  const user = useSessionUser();
  const now = useNow();
  if (!user) return null;
  const groups = [...new Set([...(user.role ? [user.role] : []), ...user.groups])];
  const rows: [string, React.ReactNode][] = [
    ['Name', user.name],
    ['User Name', user.userName],
    ['E-mail', user.email],
    // The console's roles as the API grants them (issue 17), then the provider's groups they come from.
    ['Roles', <UserRoles key="roles" />],
    [
      'Groups',
      <Group gap={6} key="groups" data-testid="user-groups">
        {groups.map((r) => (
          <Badge key={r} variant="light" color="gray">
            {r}
          </Badge>
        ))}
      </Group>,
    ],
    [
      'Current Time',
      <span data-testid="current-time" key="time">
        {formatDate(now)}
      </span>,
    ],
  ];
  return (
    <AppCard title="User Details" data-testid="user-details">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap={6}>
          <Avatar src={user.picture} alt={user.name} size={96} radius={96} />
          <Text fw={600}>{user.name}</Text>
        </Stack>
        <Table withRowBorders={false} verticalSpacing={6} w="auto" miw={320}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140} c="dimmed" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </AppCard>
  );
}
