import { Text } from '@mantine/core';
import { splitEm7DeviceId, type OtherDevice } from '@nms/contract';
import { Popup } from '../../../components/popup/popup';
import type { OtherDeviceAction } from './other-device-menu';
import { Em7EventsGrid } from './em7-events-grid';
import { UserCountsGraph } from './user-counts-graph';

export interface DevicePopupProps {
  open: { action: OtherDeviceAction; device: OtherDevice } | undefined;
  onClose: () => void;
}

/** The draggable, resizable popup (50% wide) of a device's events or user counts; only its close button closes it. */
export function DevicePopup({ open, onClose }: DevicePopupProps) {
  if (!open) return null;
  const { action, device } = open;
  const ids = splitEm7DeviceId(device.device_id);
  const title = action === 'events' ? `Events for ${device.name}` : `User Counts for ${device.name}`;
  return (
    <Popup opened title={title} onClose={onClose}>
      {!ids ? (
        <Text c="dimmed" size="sm">{`${device.device_id} is not an EM7 device id`}</Text>
      ) : action === 'events' ? (
        <Em7EventsGrid ids={ids} deviceId={device.device_id} />
      ) : (
        <UserCountsGraph ids={ids} />
      )}
    </Popup>
  );
}
