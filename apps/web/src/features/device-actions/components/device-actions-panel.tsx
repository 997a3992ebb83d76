import { Stack, Text } from '@mantine/core';
import type { ActionCatalogDevice } from '@nms/contract';

/** The Device Actions panel (spec 001 §2.5). */
export function DeviceActionsPanel({ device }: { device: ActionCatalogDevice & Record<string, unknown> }) {
  return (
    <Stack gap="xs" data-testid="device-actions-panel">
      <Text fw={600}>Actions</Text>
      <Text size="sm" c="dimmed">
        {device.name}
      </Text>
    </Stack>
  );
}
