import { Alert, Card } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pending } from '../../../components/notice/pending';
import { useDeviceDetails } from '../../device-details/api/get-device-details';
import { DeviceDetailsHeader } from '../../device-details/components/device-details-header';
import { deviceNotFoundMessage, NO_DEVICE_MESSAGE } from '../../device-details/logic/page-messages';
import { DeviceSearchBox } from '../../device-details/components/device-search-box';
import { useDeviceRefresh } from '../../device-details/logic/use-device-refresh';
import { transportStatusPrefix } from '../api/get-transport-status';
import { LumosTabs } from './lumos-tabs';
import classes from './lumos-screen.module.css';

/** The query parameter that holds LUMOS's device: /lumos?device={name} (bookmarkable, survives reload). */
export const LUMOS_DEVICE_PARAM = 'device';

/**
 * /lumos (spec 000 "LUMOS screen"): the Device Details header (search, timer every 30 s and off
 * by default, Refresh, Full screen) titled LUMOS, its messages, and three tabs. A failed load
 * empties every tab and shows the not-exists notice.
 */
export function LumosScreen() {
  const [params, setParams] = useSearchParams();
  const device = params.get(LUMOS_DEVICE_PARAM)?.trim() || undefined;
  const [full, setFull] = useState(false);
  const details = useDeviceDetails(device);
  const client = useQueryClient();
  const refreshDevice = useDeviceRefresh(device);
  // Refresh and the timer reload the device, its archived events and the transport calls.
  const refresh = useCallback(() => {
    if (!device) return;
    refreshDevice();
    void client.invalidateQueries({ queryKey: [...transportStatusPrefix] });
  }, [client, device, refreshDevice]);
  // A failed reload must not leave the previous answer on screen.
  const data = details.isError ? undefined : details.data;
  const choose = (name: string | undefined) => setParams(name ? { [LUMOS_DEVICE_PARAM]: name } : {});

  return (
    <div className={full ? `${classes.screen} ${classes.full}` : classes.screen} data-fullscreen={full || undefined} data-testid="lumos">
      <DeviceDetailsHeader
        title="LUMOS"
        search={<DeviceSearchBox value={device} onLoad={choose} onClear={() => choose(undefined)} />}
        onRefresh={refresh}
        full={full}
        onToggleFull={() => setFull((f) => !f)}
        busy={details.isFetching}
      />
      {!device && <Message text={NO_DEVICE_MESSAGE} color="blue" />}
      {device && details.isPending && <Pending />}
      {device && !details.isPending && !data && <Message text={deviceNotFoundMessage(device)} color="red" />}
      {data && (
        <Card withBorder radius="md" padding="sm" className={classes.body}>
          <LumosTabs key={device} data={data} />
        </Card>
      )}
    </div>
  );
}

function Message({ text, color }: { text: string; color: string }) {
  return (
    <Alert color={color} variant="light" data-testid="lumos-message">
      {text}
    </Alert>
  );
}
