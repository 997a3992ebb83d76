import type { AlertRow } from '@nms/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { eventMenuDisabled } from '../logic/event-menu';

/**
 * The '...' button and dropdown every events grid row shares; the active and archived menus differ
 * only in their items. Disabled when the row names no device (spec 002 §2.9).
 */
export function EventRowMenu({ row, children }: { row: AlertRow; children: ReactNode }) {
  const device = String(row.elementName ?? '');
  const disabled = eventMenuDisabled(row);
  return (
    <Menu position="bottom-start" withinPortal shadow="md" disabled={disabled}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${device || 'event'}`} disabled={disabled}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
