import { ActionIcon, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PamSuspendForm } from '../../pam-suspend';
import { PamSuspendGrid } from '../../pam-suspend';
import type { DeviceRow } from '../api/get-devices';
import { DeviceDetailsView } from './device-details-view';
import classes from './manage-devices.module.css';
import { LuceneHelp } from './lucene-help';

/** Dock view codes of spec 001 §4: 0 Lucene help, 1 device details, 2 PAM suspend, 3 PAM suspend grid. */
export type DockView = { view: 0 } | { view: 1; device: DeviceRow } | { view: 2; device: DeviceRow } | { view: 3; deviceNames: string[] };

export function dockTitle(dock: DockView): string {
  switch (dock.view) {
    case 0:
      return 'Lucene Help';
    case 1:
      return `Device Details of ${dock.device.name}`;
    case 2:
      return `PAM Suspend for ${dock.device.name}`;
    case 3:
      return dock.deviceNames.length === 1 ? `PAM Suspend for ${dock.deviceNames[0]}` : `PAM Suspend for ${dock.deviceNames.length} devices`;
  }
}

function DockBody({ dock }: { dock: DockView }) {
  switch (dock.view) {
    case 0:
      return <LuceneHelp />;
    case 1:
      return <DeviceDetailsView key={dock.device.name} device={dock.device} />;
    case 2:
      return <PamSuspendForm deviceName={dock.device.name} />;
    case 3:
      return <PamSuspendGrid deviceNames={dock.deviceNames} />;
  }
}

/** The right-hand dock of Manage Devices: one view at a time, a title and a close button. */
export function DeviceDock({ dock, onClose }: { dock: DockView; onClose: () => void }) {
  const title = dockTitle(dock);
  return (
    <aside className={classes.dock} data-testid="manage-devices-dock" data-view={dock.view} aria-label={title}>
      <Group justify="space-between" wrap="nowrap" className={classes.dockHeader}>
        <Text fw={600} truncate data-testid="dock-title">
          {title}
        </Text>
        <Tooltip label="Close">
          <ActionIcon variant="subtle" color="gray" aria-label="Close dock" onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea className={classes.dockBody} type="auto" offsetScrollbars>
        <DockBody dock={dock} />
      </ScrollArea>
    </aside>
  );
}
