import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Getting Started (spec 002 §2.7): who may call the API and how to get access. */
export function GettingStarted() {
  return (
    <Stack gap="sm" maw={820} data-testid="getting-started">
      <Title order={3}>Getting Started</Title>
      <Text>No authorization is needed to get started.</Text>
      <List spacing="xs">
        <List.Item>
          If you have proper access, use the{' '}
          <Anchor component={Link} to="/ab/api-documentation">
            API Documentation
          </Anchor>{' '}
          tab: it lists every call with its parameters and answers, and runs them with your own sign-in.
        </List.Item>
        <List.Item>
          External applications should contact the identity team for a service account; its token is sent as{' '}
          <Text span ff="monospace">
            Authorization: Bearer &lt;token&gt;
          </Text>{' '}
          on every call.
        </List.Item>
      </List>
    </Stack>
  );
}
