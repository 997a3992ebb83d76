import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconChartLine, IconDevices, IconDots, IconMap2, IconUsers } from '@tabler/icons-react';
import { MESSAGES } from '../../../components/notice/messages';

/** The popups a network event row opens. */
export type NetworkEventPopup = 'devices' | 'customers' | 'history';

/**
 * The row action menu (spec 000 §2): Impacted Devices, Impacted Customers, Impacted History, and
 * Show Impacted Devices Map, disabled with the not-built notice.
 */
export function NetworkEventMenu({ group, onOpen }: { group: string; onOpen: (popup: NetworkEventPopup) => void }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="sm" aria-label={`Actions for ${group}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDevices size={15} />} onClick={() => onOpen('devices')}>
          Impacted Devices
        </Menu.Item>
        <Menu.Item leftSection={<IconUsers size={15} />} onClick={() => onOpen('customers')}>
          Impacted Customers
        </Menu.Item>
        <Menu.Item leftSection={<IconChartLine size={15} />} onClick={() => onOpen('history')}>
          Impacted History
        </Menu.Item>
        <Menu.Item leftSection={<IconMap2 size={15} />} disabled title={MESSAGES.notBuilt}>
          Show Impacted Devices Map
          <Text size="xs" c="dimmed">
            {MESSAGES.notBuilt}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
