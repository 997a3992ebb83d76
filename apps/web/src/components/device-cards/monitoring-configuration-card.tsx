import { Text } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { AUTO_REMOVAL_NOTE, monitoringRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** Monitoring Configuration: how the device is discovered and polled, with the automatic-removal note. */
export function MonitoringConfigurationCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="Monitoring Configuration" testId="card-monitoring">
      <DetailTable rows={monitoringRows(details.device)} />
      <Text size="xs" c="dimmed" mt="xs" data-testid="auto-removal-note">
        {AUTO_REMOVAL_NOTE}
      </Text>
    </DetailsCard>
  );
}
