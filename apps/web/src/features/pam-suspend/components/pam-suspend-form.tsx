import { Text } from '@mantine/core';

/** PAM Suspend form of one device (spec 000 "PAM Suspend form"). */
export function PamSuspendForm({ deviceName }: { deviceName: string }) {
  return <Text data-testid="pam-suspend-form">PAM Suspend {deviceName}</Text>;
}
