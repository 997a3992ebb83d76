import type { AlertRow } from '@nms/contract';
import { Menu } from '@mantine/core';
import { IconDeviceDesktopAnalytics, IconFileInfo, IconMap2, IconWaveSine } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useOpenEventPopup } from './event-popups';
import { EventRowMenu } from './event-row-menu';
import { lazyNamed } from '../../../lib/lazy-named';
import { AckMark } from '../../alert-workflow';

// Loaded when a menu first opens (the dropdown mounts then): see event-ping-item.
const EventPingItem = lazyNamed(() => import('./event-ping-item'), 'EventPingItem');
const AlertWorkflowItems = lazyNamed(() => import('../../alert-workflow/lazy-alert-workflow'), 'AlertWorkflowItems');

/**
 * The event row menu (spec 001 §2.17, 002 §2.9): Device Details, Event Details, Show Map, Ping,
 * then the alert workflow (issue 33: Acknowledge or Unacknowledge, Assign, Add Note), with the
 * acknowledged mark beside the button. Disabled when the device name is empty, '_e' or 'notset'.
 * Its popups close only by their button.
 */
export function EventActions({ row }: { row: AlertRow }) {
  const open = useOpenEventPopup();
  const device = String(row.elementName ?? '');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
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
        {/* Until the role check loads, Ping waits disabled rather than flash enabled. */}
        <Suspense
          fallback={
            <Menu.Item leftSection={<IconWaveSine size={15} />} disabled>
              Ping
            </Menu.Item>
          }
        >
          <EventPingItem onPing={() => open({ kind: 'ping', device })} />
        </Suspense>
        <Suspense fallback={null}>
          <AlertWorkflowItems row={row} onPick={(workflow) => open({ kind: 'workflow', workflow, row })} />
        </Suspense>
      </EventRowMenu>
      <AckMark row={row} onOpen={() => open({ kind: 'alert', row })} />
    </span>
  );
}
