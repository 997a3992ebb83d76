import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME } from '../guards';

/** What a signed-in user without the Admin role reads on an /admin page. */
export const NEEDS_ADMIN_TEXT = 'This page needs the Admin role';

/**
 * An /admin page opened by a user who is not an admin (spec 002 §6: the admin group only): the
 * page exists, so it says what it needs instead of 'Page Not Found'.
 */
export function NeedsAdminRoute() {
  return (
    <Center mih="60vh" p="xl" data-testid="needs-admin">
      <Stack align="center" gap="xs">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          403
        </Text>
        <Title order={2}>{NEEDS_ADMIN_TEXT}</Title>
        <Text c="dimmed" size="sm">
          Ask an administrator to add you to the admin group, or sign in as an admin.
        </Text>
        <Anchor component={Link} to={HOME}>
          Go to the Dashboard
        </Anchor>
      </Stack>
    </Center>
  );
}
