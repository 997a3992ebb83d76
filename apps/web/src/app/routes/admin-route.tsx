import { Button, Group } from '@mantine/core';
import { IconActivityHeartbeat, IconFileImport, IconKey, IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppCard } from '../../components/card/app-card';
import { useSessionUser } from '../../lib/auth/session';
import { NeedsAdminRoute } from './needs-admin-route';

/**
 * /admin: a card titled 'Admin' with an empty body, for the admin group only (spec 002 §2.4).
 * Its toolbar links the admin pages beyond the spec (Import Devices, Audit Trail, API Tokens, Feeds), so
 * the body stays empty.
 */
export function AdminRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NeedsAdminRoute />;
  return (
    <AppCard
      title="Admin"
      data-testid="admin-card"
      actions={
        <Group gap="xs">
          <Button component={Link} to="/admin/import-devices" size="xs" variant="light" leftSection={<IconFileImport size={14} />}>
            Import Devices
          </Button>
          <Button component={Link} to="/admin/audit-trail" size="xs" variant="light" leftSection={<IconListSearch size={14} />}>
            Audit Trail
          </Button>
          <Button component={Link} to="/admin/api-tokens" size="xs" variant="light" leftSection={<IconKey size={14} />}>
            API Tokens
          </Button>
          <Button component={Link} to="/admin/feeds" size="xs" variant="light" leftSection={<IconActivityHeartbeat size={14} />}>
            Feeds
          </Button>
        </Group>
      }
    />
  );
}
