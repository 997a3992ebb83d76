import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface Props {
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before the explorer runs a secured or multi action: the call notifies the NMS team. */
export function ConfirmSecured({ action, onConfirm, onCancel }: Props) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={`Run ${action}?`} data-testid="explorer-confirm">
      <Stack gap="xs">
        <Text size="sm">Calling {action} sends a notification to the NMS team. Nothing has been sent yet.</Text>
        <Group gap="xs">
          <Button size="xs" color="red" onClick={onConfirm}>
            Run {action}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
