import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Pending } from '../../../components/notice/pending';
import { Popup } from '../../../components/popup/popup';
import { PingView } from '../../../components/action-results/ping-view';
import { pingDevice } from '../api/ping-device';
import { PING_ERROR } from '../logic/event-menu';

/** The row menu's Ping: 5 LAN pings of the device, their result, or the spec's failure text. */
export function PingPopup({ device, run, onClose }: { device: string; run: number; onClose: () => void }) {
  // `run` makes each menu click a new ping rather than a cached answer.
  const ping = useQuery({ queryKey: ['action', 'ping', device, run], queryFn: () => pingDevice(device), retry: false, gcTime: 0 });
  return (
    <Popup opened title={`Ping ${device}`} onClose={onClose}>
      <div data-testid="ping-popup">
        {ping.isPending && <Pending text="Pinging..." />}
        {ping.isError && (
          <Alert color="red" variant="light">
            {PING_ERROR}
          </Alert>
        )}
        {ping.data && <PingView data={ping.data.results} />}
      </div>
    </Popup>
  );
}
