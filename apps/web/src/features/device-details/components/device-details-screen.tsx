import { Card } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Pending } from '../../../components/notice/pending';
import { lazyNamed } from '../../../lib/lazy-named';
import { primeDeviceEvents } from '../../device-events/prime';
import { useDeviceDetails } from '../api/get-device-details';
import { deviceGroups } from '../logic/use-device-live';
import { useDeviceRefresh } from '../logic/use-device-refresh';
import { DeviceCards } from './device-cards';
import classes from './device-details.module.css';
import { DevicePage } from './device-page';
import { DeviceSearchBox } from './device-search-box';

// The tabs bring the grid kit (AG Grid) in their own chunk, requested as soon as this screen's
// chunk runs (the boot preloads it), so they draw with the cards instead of a suspense later.
const DeviceTabs = lazyNamed(() => import('../../device-events'), 'DeviceTabs');
void DeviceTabs.preload().catch(() => undefined); // the tabs' own render reports a failed chunk

/**
 * The Device Details page (spec 000 §2): the URL names the device; one device-details call fills
 * every card; a failed or empty load empties every section and shows the not-exists notice.
 */
export function DeviceDetailsScreen({ deviceName }: { deviceName: string | undefined }) {
  const navigate = useNavigate();
  const details = useDeviceDetails(deviceName);
  // With the details call, not after the cards: the Events tab's first page (issue 19, first rows).
  useEffect(() => {
    if (deviceName) primeDeviceEvents(deviceName);
  }, [deviceName]);
  const refresh = useDeviceRefresh(deviceName);

  return (
    <DevicePage
      title="Device Details"
      testId="device-details"
      deviceName={deviceName}
      details={details}
      search={
        <DeviceSearchBox
          value={deviceName}
          onLoad={(name) => navigate(`/device-details/${encodeURIComponent(name)}`)}
          onClear={() => navigate('/device-details')}
        />
      }
      onRefresh={refresh}
    >
      {(data, refreshSignal) => <DeviceDetailsBody data={data} deviceName={deviceName} refreshSignal={refreshSignal} />}
    </DevicePage>
  );
}

/** The cards, and below them the tabs of the device the answer names. */
function DeviceDetailsBody({ data, deviceName, refreshSignal }: { data: DeviceDetailsData; deviceName: string | undefined; refreshSignal: number }) {
  const device = String(data.device.name ?? deviceName);
  if (!device) return null;
  return (
    <>
      <DeviceCards details={data} />
      <Card withBorder radius="md" padding="sm" className={classes.tabs}>
        <Suspense fallback={<Pending />}>
          <DeviceTabs
            key={device}
            deviceName={device}
            nmd={(data.device.nmd as string | null | undefined) ?? null}
            groups={deviceGroups(data)}
            refreshSignal={refreshSignal}
          />
        </Suspense>
      </Card>
    </>
  );
}
