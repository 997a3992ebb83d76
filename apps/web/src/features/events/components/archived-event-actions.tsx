import type { AlertRow } from '@nms/contract';
import { Menu } from '@mantine/core';
import { ARCHIVED_EVENTS_MENU } from './archived-events-menu';
import { useOpenEventPopup } from './event-popups';
import { EventRowMenu } from './event-row-menu';

/**
 * The row menu of the all-devices Archived Events grid (spec 001 §2.16, 002 §2.9): Total Devices,
 * Impact History - Percentage, Impact History - Totals and Show Device Map, each opening the
 * not-built notice. An archived alert is not live, so the active-events actions (Ping...) are not
 * offered. Disabled, like the events menu, when the row names no device.
 */
export function ArchivedEventActions({ row }: { row: AlertRow }) {
  const open = useOpenEventPopup();
  return (
    <EventRowMenu row={row}>
      {ARCHIVED_EVENTS_MENU.map(({ label, icon: Icon }) => (
        <Menu.Item key={label} leftSection={<Icon size={15} />} onClick={() => open({ kind: 'notice', title: label })}>
          {label}
        </Menu.Item>
      ))}
    </EventRowMenu>
  );
}
