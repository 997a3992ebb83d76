import { ActionIcon, Menu } from '@mantine/core';
import type { OtherDevice } from '@nms/contract';
import { IconBell, IconChartLine, IconDots } from '@tabler/icons-react';

export type OtherDeviceAction = 'events' | 'userCounts';

/** The row's Actions menu of spec 001 §2.14, in its words. */
const ITEMS = [
  { action: 'events', label: 'Show Events', icon: IconBell },
  { action: 'userCounts', label: 'Show User Counts', icon: IconChartLine },
] as const;

export function OtherDeviceMenu({ row, onAction }: { row: OtherDevice; onAction: (action: OtherDeviceAction, row: OtherDevice) => void }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${row.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.map(({ action, label, icon: Icon }) => (
          <Menu.Item key={action} leftSection={<Icon size={15} />} onClick={() => onAction(action, row)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
