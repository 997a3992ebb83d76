import { Alert } from '@mantine/core';
import { Pending } from '../../../components/notice/pending';
import { Popup } from '../../../components/popup/popup';
import { useDeviceDetails } from '../../device-details';
import { DeviceCards } from '../../device-details';
import { deviceNotFoundMessage } from '../../device-details';

export const deviceDetailsTitle = (device: string): string => `Device Details of ${device}`;

/**
 * The event row menu's Device Details (spec 001 §2.17): the cards of the Device Details page for
 * the row's device, in a popup that only its button closes. Same load and messages as the page.
 */
export function DeviceDetailsPopup({ device, onClose }: { device: string; onClose: () => void }) {
  const details = useDeviceDetails(device);
  const data = details.isError ? undefined : details.data;
  return (
    <Popup opened title={deviceDetailsTitle(device)} onClose={onClose}>
      <div data-testid="device-details-popup">
        {details.isPending && <Pending />}
        {!details.isPending && !data && (
          <Alert color="red" variant="light">
            {deviceNotFoundMessage(device)}
          </Alert>
        )}
        {data && <DeviceCards details={data} />}
      </div>
    </Popup>
  );
}
