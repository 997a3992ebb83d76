import { Text } from '@mantine/core';

/** PAM Suspend schedules of several devices (spec 001 §2.11). */
export function PamSuspendGrid({ deviceNames }: { deviceNames: string[] }) {
  return <Text data-testid="pam-suspend-grid">PAM Suspend {deviceNames.length} devices</Text>;
}
