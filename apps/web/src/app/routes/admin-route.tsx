import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppCard } from '../../components/card/app-card';
import { useSessionUser } from '../../lib/auth/session';
import { NotFoundRoute } from './not-found-route';

/**
 * /admin: a card titled 'Admin' with an empty body, for the admin group only (spec 002 §2.4).
 * Its toolbar links the admin pages beyond the spec (Import Devices), so the body stays empty.
 */
export function AdminRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NotFoundRoute />;
  return (
    <AppCard
      title="Admin"
      data-testid="admin-card"
      actions={
        <Button component={Link} to="/admin/import-devices" size="xs" variant="light" leftSection={<IconFileImport size={14} />}>
          Import Devices
        </Button>
      }
    />
  );
}
