import { ActionIcon, Menu } from '@mantine/core';
import { isPamSuspendEligible } from '@nms/contract';
import { IconCalendarPause, IconDots, IconListDetails } from '@tabler/icons-react';
import { isMissingName } from '../../../components/formatters/display-value';
import type { DeviceRow } from '../api/get-devices';

export interface RowMenuHandlers {
  onDetails: (row: DeviceRow) => void;
  onPamSuspend: (row: DeviceRow) => void;
}

/** Row actions (spec 001 §2.10): Device Details when the name is set, PAM Suspend when eligible. */
export function DeviceRowMenu({ row, handlers }: { row: DeviceRow; handlers: RowMenuHandlers }) {
  const details = !isMissingName(row.name);
  const pam = isPamSuspendEligible(row);
  const name = String(row.name ?? '');
  return (
    <Menu position="bottom-start" withinPortal shadow="md" disabled={!details && !pam}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${name}`} disabled={!details && !pam}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {details && (
          <Menu.Item leftSection={<IconListDetails size={15} />} onClick={() => handlers.onDetails(row)}>
            Device Details
          </Menu.Item>
        )}
        {pam && (
          <Menu.Item leftSection={<IconCalendarPause size={15} />} onClick={() => handlers.onPamSuspend(row)}>
            PAM Suspend
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
