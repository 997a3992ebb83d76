import { Card } from '@mantine/core';
import type { ActionCatalogDevice, DeviceDetailsData } from '@nms/contract';
import { useMemo } from 'react';
import { DeviceActionsPanel } from '../../../device-actions';

type PanelDevice = ActionCatalogDevice & Record<string, unknown>;

/** The actions card: the shared Device Actions panel (it draws its own 'Actions' title) for this device. */
export function ActionsCard({ details }: { details: DeviceDetailsData }) {
  // The answer's device row holds every catalog field under the same names.
  const device = useMemo(() => ({ ...details.device, name: String(details.device.name ?? '') }) as PanelDevice, [details.device]);
  return (
    <Card withBorder radius="md" padding="md" data-testid="card-actions">
      <DeviceActionsPanel device={device} />
    </Card>
  );
}
