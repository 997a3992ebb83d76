import { Menu, Text } from '@mantine/core';
import { IconWaveSine } from '@tabler/icons-react';
import { deviceActionPermission, usePermission } from '../../../lib/auth/use-permission';

/**
 * The event menu's Ping (spec 001 §2.17): listed for everyone, disabled with the role it needs
 * (issue 17). Its own chunk, loaded when a menu first opens: the dashboard's first load does not
 * carry the role table.
 */
export function EventPingItem({ onPing }: { onPing: () => void }) {
  const ping = usePermission(deviceActionPermission({ action: 'ping', kind: 'call' }));
  return (
    <Menu.Item leftSection={<IconWaveSine size={15} />} onClick={onPing} disabled={!ping.allowed} data-disabled-reason={ping.reason}>
      Ping
      {ping.reason && (
        <Text size="xs" c="dimmed">
          {ping.reason}
        </Text>
      )}
    </Menu.Item>
  );
}
