import { Alert } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { networkConfigRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** The red notice of spec 000 §2, naming the case of the newest active network event. */
export const networkEventNotice = (caseId: string): string => `There is a Network Event for this device, Please use Case Id: ${caseId}`;

/** Network Configuration: addressing and gateways, with the red notice while a network event is active. */
export function NetworkConfigurationCard({ details }: { details: DeviceDetailsData }) {
  // The answer lists active events newest first: the newest case is the one to use.
  const event = details.network_events[0];
  return (
    <DetailsCard title="Network Configuration" testId="card-network-configuration">
      {event && (
        <Alert color="red" variant="filled" py={6} mb="xs" data-testid="network-event-notice">
          {networkEventNotice(event.caseId)}
        </Alert>
      )}
      <DetailTable rows={networkConfigRows(details.device)} />
    </DetailsCard>
  );
}
