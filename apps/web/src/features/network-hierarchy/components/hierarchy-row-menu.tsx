import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconBell, IconDeviceDesktop, IconDots } from '@tabler/icons-react';
import type { HierarchyNode } from '@nms/contract';

export type HierarchyAction = 'devices' | 'events' | 'archive';

/** Row actions of spec 001 §2.8, in its order and words. */
export const HIERARCHY_ACTIONS: readonly { action: HierarchyAction; label: string; icon: typeof IconDots }[] = [
  { action: 'devices', label: 'Get Devices', icon: IconDeviceDesktop },
  { action: 'events', label: 'Get Current Events', icon: IconBell },
  { action: 'archive', label: 'Get Archive Events', icon: IconArchive },
];

export function HierarchyRowMenu({ row, onAction }: { row: HierarchyNode; onAction: (action: HierarchyAction, row: HierarchyNode) => void }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        {/* The menu button must not select the row under it (a click selects the row's service details). */}
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${row.name}`} onClick={(e) => e.stopPropagation()}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {HIERARCHY_ACTIONS.map(({ action, label, icon: Icon }) => (
          <Menu.Item key={action} leftSection={<Icon size={15} />} onClick={() => onAction(action, row)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
