import { Button, Menu, Text } from '@mantine/core';
import { IconChartBar, IconChartPie, IconChevronDown, IconDevices, IconMap2 } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';

/** The archived-events menu of spec 001 §2.16 / 002 §2.9: every item is still to be built. */
export const ARCHIVED_EVENTS_MENU = [
  { label: 'Total Devices', icon: IconDevices },
  { label: 'Impact History - Percentage', icon: IconChartPie },
  { label: 'Impact History - Totals', icon: IconChartBar },
  { label: 'Show Device Map', icon: IconMap2 },
] as const;

/** The card's Actions menu; each item opens the not-built notice in a popup only its button closes. */
export function ArchivedEventsMenu() {
  const [open, setOpen] = useState<string>();
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ARCHIVED_EVENTS_MENU.map(({ label, icon: Icon }) => (
            <Menu.Item key={label} leftSection={<Icon size={15} />} onClick={() => setOpen(label)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {open && (
        <Popup opened title={open} onClose={() => setOpen(undefined)}>
          <Text>{MESSAGES.notBuilt}</Text>
        </Popup>
      )}
    </>
  );
}
