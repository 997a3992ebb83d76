import { Divider, Group, Stack, Text } from '@mantine/core';
import type { DeviceSearchHit, OtherDevice } from '@nms/contract';
import { useCallback, useMemo, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import type { ServiceRef } from '../api/get-other-devices';
import { DeviceSearchSelect } from './device-search-select';
import { DeviceSummaryTable } from './device-summary-table';
import { DevicePopup } from './device-popup';
import { DiagnosticPanels } from './diagnostic-panels';
import type { OtherDeviceAction } from './other-device-menu';
import { OtherDevicesGrid } from './other-devices-grid';
import { ServicesGrid } from './services-grid';

/**
 * Device Search (spec 001 §2.14): pick a device, see its service, the service's devices (with
 * their events and VPN user counts in a popup) and the device's real-time diagnostics.
 */
export function DeviceSearchScreen() {
  const [device, setDevice] = useState<DeviceSearchHit>();
  const [popup, setPopup] = useState<{ action: OtherDeviceAction; device: OtherDevice }>();
  const service = useMemo<ServiceRef | undefined>(
    () => (device?.service_type && device.service_id ? { service_type: device.service_type, service_id: device.service_id } : undefined),
    [device],
  );
  const onAction = useCallback((action: OtherDeviceAction, row: OtherDevice) => setPopup({ action, device: row }), []);

  return (
    <AppCard title="Device Search" actions={<DeviceSearchSelect value={device} onChange={setDevice} />} data-testid="device-search-card">
      <Stack gap="md" p="md">
        <Group align="stretch" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
            <DeviceSummaryTable device={device} />
          </div>
          <div style={{ flex: '2 1 480px', display: 'flex' }}>
            <ServicesGrid serviceId={device?.service_id} />
          </div>
        </Group>
        <OtherDevicesGrid service={service} deviceName={device?.name} onAction={onAction} />
        <Divider />
        {device ? (
          <DiagnosticPanels device={device} />
        ) : (
          <Text size="sm" c="dimmed">
            Choose a device to see its real-time diagnostics.
          </Text>
        )}
      </Stack>
      <DevicePopup open={popup} onClose={() => setPopup(undefined)} />
    </AppCard>
  );
}
