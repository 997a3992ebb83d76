import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { AlertRow } from '../api/get-alerts';
import { eventMenuDisabled } from '../logic/event-menu';
import { ARCHIVED_EVENTS_MENU } from './archived-events-menu';
import { useOpenEventPopup } from './event-popups';

/**
 * The row menu of the all-devices Archived Events grid (spec 001 §2.16, 002 §2.9): Total Devices,
 * Impact History - Percentage, Impact History - Totals and Show Device Map, each opening the
 * not-built notice. An archived alert is not live, so the active-events actions (Ping...) are not
 * offered. Disabled, like the events menu, when the row names no device.
 */
export function ArchivedEventActions({ row }: { row: AlertRow }) {
  const open = useOpenEventPopup();
  const device = String(row.elementName ?? '');
  const disabled = eventMenuDisabled(row);
  return (
    <Menu position="bottom-start" withinPortal shadow="md" disabled={disabled}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${device || 'event'}`} disabled={disabled}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ARCHIVED_EVENTS_MENU.map(({ label, icon: Icon }) => (
          <Menu.Item key={label} leftSection={<Icon size={15} />} onClick={() => open({ kind: 'notice', title: label })}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
