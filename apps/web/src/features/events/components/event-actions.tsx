import { Menu, Text } from '@mantine/core';
import { IconDeviceDesktopAnalytics, IconFileInfo, IconMap2, IconWaveSine } from '@tabler/icons-react';
import { deviceActionPermission, usePermission } from '../../../lib/auth/use-permission';
import type { AlertRow } from '../api/get-alerts';
import { useOpenEventPopup } from './event-popups';
import { EventRowMenu } from './event-row-menu';

export { PING_ERROR } from '../logic/event-menu';

/**
 * The event row menu (spec 001 §2.17, 002 §2.9): Device Details, Event Details, Show Map, Ping.
 * Disabled when the device name is empty, '_e' or 'notset'. Its popups close only by their button.
 */
export function EventActions({ row }: { row: AlertRow }) {
  const open = useOpenEventPopup();
  const device = String(row.elementName ?? '');
  // Ping runs the device action: listed for everyone, disabled with the role it needs.
  const ping = usePermission(deviceActionPermission({ action: 'ping', kind: 'call' }));
  return (
    <EventRowMenu row={row}>
      <Menu.Item leftSection={<IconDeviceDesktopAnalytics size={15} />} onClick={() => open({ kind: 'device', device })}>
        Device Details
      </Menu.Item>
      <Menu.Item leftSection={<IconFileInfo size={15} />} onClick={() => open({ kind: 'notice', title: `Event Details of ${device}` })}>
        Event Details
      </Menu.Item>
      <Menu.Item leftSection={<IconMap2 size={15} />} onClick={() => open({ kind: 'notice', title: 'Show Map' })}>
        Show Map
      </Menu.Item>
      <Menu.Item
        leftSection={<IconWaveSine size={15} />}
        onClick={() => open({ kind: 'ping', device })}
        disabled={!ping.allowed}
        data-disabled-reason={ping.reason}
      >
        Ping
        {ping.reason && (
          <Text size="xs" c="dimmed">
            {ping.reason}
          </Text>
        )}
      </Menu.Item>
    </EventRowMenu>
  );
}
