import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '../../components/notice/messages';
import { HOME } from '../guards';

/** Any other path (spec 002 §2.1). */
export function NotFoundRoute() {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="xs">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={2}>{MESSAGES.pageNotFound}</Title>
        <Anchor component={Link} to={HOME}>
          Go to the Dashboard
        </Anchor>
      </Stack>
    </Center>
  );
}
