import { Alert } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { useFullscreen } from '../../../components/fullscreen';
import { Pending } from '../../../components/notice/pending';
import type { useDeviceDetails } from '../api/get-device-details';
import { deviceNotFoundMessage, NO_DEVICE_MESSAGE } from '../logic/page-messages';
import { useDeviceLive } from '../logic/use-device-live';
import { DeviceDetailsHeader } from './device-details-header';
import classes from './device-details.module.css';

export interface DevicePageProps {
  title: string;
  /** The page's test id; its messages carry `{testId}-message`. */
  testId: string;
  /** The device asked for (from the URL), if any. */
  deviceName: string | undefined;
  details: ReturnType<typeof useDeviceDetails>;
  search: ReactNode;
  onRefresh: () => void;
  /**
   * The page body, drawn once the device has loaded. `refreshSignal` changes on every Refresh
   * and timer tick: the tab grids page through the server outside the query cache and reload on it.
   */
  children: (data: DeviceDetailsData, refreshSignal: number) => ReactNode;
}

/**
 * The frame Device Details and LUMOS share (spec 000 §2): the header (search, timer, Refresh,
 * Full screen), the no-device and not-exists messages, and the body. A failed or empty load
 * empties the body and shows the not-exists notice.
 */
export function DevicePage({ title, testId, deviceName, details, search, onRefresh, children }: DevicePageProps) {
  const { full, toggle, frameProps } = useFullscreen();
  const [refreshSignal, setRefreshSignal] = useState(0);
  const refresh = useCallback(() => {
    onRefresh();
    setRefreshSignal((n) => n + 1);
  }, [onRefresh]);
  // A failed reload must not leave the previous answer on screen.
  const data = details.isError ? undefined : details.data;
  // With Live on, the cards follow every change of the device (the tabs' grids follow their own views).
  useDeviceLive(deviceName, data);
  return (
    <div {...frameProps(classes.screen)} data-testid={testId}>
      <DeviceDetailsHeader title={title} search={search} onRefresh={refresh} full={full} onToggleFull={toggle} busy={details.isFetching} />
      {!deviceName && <Message text={NO_DEVICE_MESSAGE} color="blue" testId={testId} />}
      {deviceName && details.isPending && <Pending />}
      {deviceName && !details.isPending && !data && <Message text={deviceNotFoundMessage(deviceName)} color="red" testId={testId} />}
      {data && children(data, refreshSignal)}
    </div>
  );
}

function Message({ text, color, testId }: { text: string; color: string; testId: string }) {
  return (
    <Alert color={color} variant="light" data-testid={`${testId}-message`}>
      {text}
    </Alert>
  );
}
