import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MULTI_ACTIONS, SECURED_ACTIONS } from '../logic/portal-tabs';

const Names = ({ names }: { names: readonly string[] }) => (
  <Group gap={6}>
    {names.map((n) => (
      <Code key={n}>{n}</Code>
    ))}
  </Group>
);

/** The API Documentation warning (spec 002 §2.7): these calls notify the NMS team. */
export function SecuredActionsWarning() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title="Secured actions notify the NMS team"
      data-testid="secured-actions-warning"
    >
      <Stack gap="xs">
        <Text size="sm">Calling any of these secured actions sends a notification to the NMS team:</Text>
        <Names names={SECURED_ACTIONS} />
        <Text size="sm">Multi actions:</Text>
        <Names names={MULTI_ACTIONS} />
      </Stack>
    </Alert>
  );
}
