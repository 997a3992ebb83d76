import { Badge, Group, List, Loader, Stack, Text } from '@mantine/core';
import { PERMISSIONS, ROLES, type Permission } from '@nms/contract';
import { useMe } from '../../../lib/auth/get-me';

/** How the User page words each permission (what a role allows). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  read: 'Read every screen',
  troubleshoot: 'Troubleshooting actions',
  pam: 'PAM suspend',
  acknowledge: 'Acknowledge, own and annotate alerts',
  'secured-actions': 'Secured actions, reboots, resets and NOC switches',
  'cmdb-write': 'CMDB add, edit and delete',
  ingest: 'Feed inventory and alerts',
  admin: 'Admin pages',
};

/**
 * "The roles displayed on the user page" (spec 001 §2.19): each role the API grants the signed-in
 * user, with what it is for, and the permissions they add up to (the same table the buttons read).
 */
export function UserRoles() {
  const me = useMe();
  if (me.isPending) return <Loader size="xs" aria-label="Loading roles" />;
  if (!me.data)
    return (
      <Text size="sm" c="dimmed">
        Could not read your roles
      </Text>
    );
  const { roles, permissions } = me.data;
  // A role the server grants but this build does not know is shown by its name only.
  const known = roles.filter((r) => r in ROLES);
  // The server's permissions: its roles narrowed by the token's scopes, in the table's order.
  const allowed = PERMISSIONS.filter((p) => permissions.includes(p));
  return (
    <Stack gap={6} data-testid="user-roles">
      <Group gap={6}>
        {roles.length === 0 && <Text size="sm">No role</Text>}
        {roles.map((r) => (
          <Badge key={r} variant="light" title={ROLES[r]?.summary} data-role={r}>
            {ROLES[r]?.label ?? r}
          </Badge>
        ))}
      </Group>
      <List size="xs" spacing={2} data-testid="user-role-summaries">
        {known.map((r) => (
          <List.Item key={r}>
            <Text span size="xs" fw={600}>
              {ROLES[r].label}:
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {ROLES[r].summary}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" data-testid="user-permissions">
        May: {allowed.map((p) => PERMISSION_LABELS[p]).join(', ') || 'nothing'}
      </Text>
    </Stack>
  );
}
