import { Alert, Card } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Pending } from '../../../components/notice/pending';
import { useDeviceDetails } from '../api/get-device-details';
import { deviceNotFoundMessage, NO_DEVICE_MESSAGE } from '../logic/page-messages';
import { useDeviceRefresh } from '../logic/use-device-refresh';
import { DeviceCards } from './device-cards';
import { DeviceDetailsHeader } from './device-details-header';
import classes from './device-details.module.css';
import { DeviceSearchBox } from './device-search-box';

// The tabs bring the grid kit (AG Grid): they load after the cards are drawn.
const DeviceTabs = lazy(() => import('../../device-events/components/device-tabs').then((m) => ({ default: m.DeviceTabs })));


/**
 * The Device Details page (spec 000 §2): the URL names the device; one device-details call fills
 * every card; a failed or empty load empties every section and shows the not-exists notice.
 */
export function DeviceDetailsScreen({ deviceName }: { deviceName: string | undefined }) {
  const navigate = useNavigate();
  const [full, setFull] = useState(false);
  const details = useDeviceDetails(deviceName);
  const reload = useDeviceRefresh(deviceName);
  // The tab grids page through the server outside the query cache: a counter tells them to reload.
  const [tabsSignal, setTabsSignal] = useState(0);
  const refresh = useCallback(() => {
    reload();
    setTabsSignal((n) => n + 1);
  }, [reload]);
  // A failed reload must not leave the previous answer on screen.
  const data = details.isError ? undefined : details.data;
  const device = data ? String(data.device.name ?? deviceName) : undefined;

  return (
    <div className={full ? `${classes.screen} ${classes.full}` : classes.screen} data-fullscreen={full || undefined} data-testid="device-details">
      <DeviceDetailsHeader
        title="Device Details"
        search={
          <DeviceSearchBox
            value={deviceName}
            onLoad={(name) => navigate(`/device-details/${encodeURIComponent(name)}`)}
            onClear={() => navigate('/device-details')}
          />
        }
        onRefresh={refresh}
        full={full}
        onToggleFull={() => setFull((f) => !f)}
        busy={details.isFetching}
      />
      {!deviceName && <Message text={NO_DEVICE_MESSAGE} color="blue" />}
      {deviceName && details.isPending && <Pending />}
      {deviceName && !details.isPending && !data && <Message text={deviceNotFoundMessage(deviceName)} color="red" />}
      {data && device && (
        <>
          <DeviceCards details={data} />
          <Card withBorder radius="md" padding="sm" className={classes.tabs}>
            <Suspense fallback={<Pending />}>
              <DeviceTabs key={device} deviceName={device} nmd={(data.device.nmd as string | null | undefined) ?? null} refreshSignal={tabsSignal} />
            </Suspense>
          </Card>
        </>
      )}
    </div>
  );
}

function Message({ text, color }: { text: string; color: string }) {
  return (
    <Alert color={color} variant="light" data-testid="device-details-message">
      {text}
    </Alert>
  );
}
