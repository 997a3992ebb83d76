import type { AlertRow } from '@nms/contract';
import { Text } from '@mantine/core';
import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { WorkflowKind } from '../../alert-workflow';
import { lazyNamed } from '../../../lib/lazy-named';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
// Static on purpose: lazy chunks of their own split shared Mantine code out of the dashboard's
// first-load chunks (measured +1.2 kB gzip there); this module itself loads with the grids.
import { DeviceDetailsPopup } from './device-details-popup';
import { PingPopup } from './ping-popup';

export type EventPopup =
  | { kind: 'device'; device: string }
  | { kind: 'ping'; device: string }
  | { kind: 'notice'; title: string }
  | { kind: 'workflow'; workflow: WorkflowKind; row: AlertRow }
  | { kind: 'alert'; row: AlertRow };

// Loaded with the row menu's workflow items (lazy-alert-workflow.ts), not with the grid.
const AlertWorkflowPopup = lazyNamed(() => import('../../alert-workflow/lazy-alert-workflow'), 'AlertWorkflowPopup');
const AlertWorkflowPanel = lazyNamed(() => import('../../alert-workflow/lazy-alert-workflow'), 'AlertWorkflowPanel');

type Opened = EventPopup & { key: number };

const OpenContext = createContext<((popup: EventPopup) => void) | null>(null);

/** Opens a row menu popup; the grid around the menu keeps it (see EventPopups). */
export function useOpenEventPopup(): (popup: EventPopup) => void {
  const open = useContext(OpenContext);
  if (!open) throw new Error('useOpenEventPopup needs an <EventPopups> around the grid');
  return open;
}

/**
 * Holds the popups the event row menus open, outside the grid's cells: a grid refresh (timer,
 * Refresh, live data) redraws its cells, and the popups must stay until the user closes them.
 * Several may be open at once, each closed by its own button.
 */
export function EventPopups({
  children,
  onChanged,
}: {
  children: ReactNode;
  /** After a popup wrote (the workflow): the grid reloads. */ onChanged?: () => void;
}) {
  const [popups, setPopups] = useState<Opened[]>([]);
  const open = useCallback((popup: EventPopup) => setPopups((list) => [...list, { ...popup, key: Date.now() + list.length }]), []);
  const close = (key: number) => setPopups((list) => list.filter((p) => p.key !== key));
  return (
    <OpenContext.Provider value={open}>
      {children}
      {popups.map((p) => {
        if (p.kind === 'device') return <DeviceDetailsPopup key={p.key} device={p.device} onClose={() => close(p.key)} />;
        if (p.kind === 'ping') return <PingPopup key={p.key} device={p.device} run={p.key} onClose={() => close(p.key)} />;
        if (p.kind === 'alert')
          return (
            <Popup
              key={p.key}
              opened
              title={`Acknowledgement of ${String(p.row.elementName ?? p.row.name)}`}
              onClose={() => close(p.key)}
              width={560}
            >
              <Suspense fallback={null}>
                <AlertWorkflowPanel alertId={Number(p.row.id)} onChanged={onChanged} />
              </Suspense>
            </Popup>
          );
        if (p.kind === 'workflow')
          return (
            <Suspense key={p.key} fallback={null}>
              <AlertWorkflowPopup kind={p.workflow} row={p.row} onClose={() => close(p.key)} onSaved={() => onChanged?.()} />
            </Suspense>
          );
        return (
          <Popup key={p.key} opened title={p.title} onClose={() => close(p.key)}>
            <Text>{MESSAGES.notBuilt}</Text>
          </Popup>
        );
      })}
    </OpenContext.Provider>
  );
}
