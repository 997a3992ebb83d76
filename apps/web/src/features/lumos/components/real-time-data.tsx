import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { LabelValueTable, ViewSection } from '../../../components/action-results/view-parts';
import { polycomNeighbour, transportBlocks } from '../../../components/device-cards/display-rules';
import { CONFIGURATION_TITLES, configurationRows, lumosKind, reachabilityRows } from '../logic/device-kind';
import { DeviceStatusTable } from './device-status-table';
import { LocationTable } from './location-table';
import { TransportBlock } from './transport-block';

/** LUMOS's Real Time Data tab: status, location, configuration and reachability, transport blocks. */
export function RealTimeData({ data }: { data: DeviceDetailsData }) {
  const { device } = data;
  const name = String(device.name ?? '');
  const kind = lumosKind(device);
  const via = polycomNeighbour(device, data.neighbor_devices.data);
  const blocks = transportBlocks(device);
  return (
    <Stack gap="md" data-testid="lumos-real-time-data">
      <ViewSection title="Device Status">
        <DeviceStatusTable device={device} />
      </ViewSection>
      <ViewSection title="Location Information">
        <LocationTable data={data} />
      </ViewSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ViewSection title={CONFIGURATION_TITLES[kind]}>
          <LabelValueTable rows={configurationRows(kind, device, data.hts_device_details)} testId="lumos-configuration" />
        </ViewSection>
        <ViewSection title="Reachability">
          <LabelValueTable rows={reachabilityRows(device, via)} testId="lumos-reachability" />
        </ViewSection>
      </SimpleGrid>
      <ViewSection title="Transport Status">
        {blocks.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-transport">
            No transport status applies to this device.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: blocks.length > 1 ? 2 : 1 }} spacing="md">
            {blocks.map((b) => (
              <TransportBlock key={b} block={b} deviceName={name} />
            ))}
          </SimpleGrid>
        )}
      </ViewSection>
    </Stack>
  );
}
