import type { DeviceDetailsData } from '@nms/contract';
import { PamSuspendForm } from '../../../pam-suspend';
import { DetailsCard } from '../../../../components/device-cards/details-card';

/**
 * PAM Suspend: the shared form for this device in its own card beside the actions, where an
 * operator about to work on the device looks for it (Manage Devices shows the same form in its dock).
 */
export function PamSuspendCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="PAM Suspend" testId="card-pam-suspend">
      <PamSuspendForm deviceName={String(details.device.name ?? '')} />
    </DetailsCard>
  );
}
