import { Card } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDeviceDetails } from '../../device-details';
import { DevicePage } from '../../device-details';
import { DeviceSearchBox } from '../../device-details';
import { useDeviceRefresh } from '../../device-details';
import { LumosTabs } from './lumos-tabs';
import classes from './lumos-screen.module.css';

/** The query parameter that holds LUMOS's device: /lumos?device={name} (bookmarkable, survives reload). */
export const LUMOS_DEVICE_PARAM = 'device';

/**
 * /lumos (spec 000 "LUMOS screen"): the Device Details frame (search, timer every 30 s and off
 * by default, Refresh, Full screen, its messages) titled LUMOS, and three tabs. A failed load
 * empties every tab and shows the not-exists notice.
 */
export function LumosScreen() {
  const [params, setParams] = useSearchParams();
  const device = params.get(LUMOS_DEVICE_PARAM)?.trim() || undefined;
  const details = useDeviceDetails(device);
  // Refresh and the timer reload the device, its PAM status, its archived events and the transport calls.
  const refresh = useDeviceRefresh(device);
  const choose = (name: string | undefined) => setParams(name ? { [LUMOS_DEVICE_PARAM]: name } : {});

  return (
    <DevicePage
      title="LUMOS"
      testId="lumos"
      deviceName={device}
      details={details}
      search={<DeviceSearchBox value={device} onLoad={choose} onClear={() => choose(undefined)} />}
      onRefresh={refresh}
    >
      {(data, refreshSignal) => (
        <Card withBorder radius="md" padding="sm" className={classes.body}>
          <LumosTabs key={device} data={data} refreshSignal={refreshSignal} />
        </Card>
      )}
    </DevicePage>
  );
}
