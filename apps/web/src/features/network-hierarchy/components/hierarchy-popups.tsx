import type { HierarchyNode } from '@nms/contract';
import { Suspense } from 'react';
import { Pending } from '../../../components/notice/pending';
import { Popup } from '../../../components/popup/popup';
import type { HierarchyAction } from './hierarchy-row-menu';
import { lazyNamed } from '../../../lib/lazy-named';

// The device manager and the events grid load with their first popup, not with the hierarchy.
const ManageDevicesScreen = lazyNamed(() => import('../../manage-devices/lazy-manage-devices-screen'), 'ManageDevicesScreen');
const ActiveEventsPanel = lazyNamed(() => import('../../events/lazy-active-events-panel'), 'ActiveEventsPanel');
const ArchivedEventsGrid = lazyNamed(() => import('../../events/lazy-archived-events-grid'), 'ArchivedEventsGrid');

export interface OpenPopup {
  key: number;
  action: HierarchyAction;
  row: HierarchyNode;
}

/** Popup titles of spec 001 §2.8, verbatim (Get Archive Events says 'Devices for' too). */
export function popupTitle(action: HierarchyAction, name: string): string {
  return action === 'events' ? `Events of ${name}` : `Devices for ${name}`;
}

/** A popup's grid needs a height of its own: the popup grows with its content up to 95% of the window. */
const BODY_STYLE = { height: '80vh', display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

function PopupBody({ action, row, onClose }: { action: HierarchyAction; row: HierarchyNode; onClose: () => void }) {
  if (action === 'devices') return <ManageDevicesScreen baseQuery={row.deviceQuery} gridId="hierarchy-devices" />;
  if (action === 'events') return <ActiveEventsPanel baseQuery={row.alertQuery} gridId="hierarchy-events" onClose={onClose} />;
  return <ArchivedEventsGrid baseQuery={row.alertQuery} gridId="hierarchy-archived-events" />;
}

/** The row actions' popups: draggable, resizable, closed only by their close button. */
export function HierarchyPopups({ popups, onClose }: { popups: OpenPopup[]; onClose: (key: number) => void }) {
  return popups.map((p) => (
    <Popup key={p.key} opened title={popupTitle(p.action, p.row.name)} onClose={() => onClose(p.key)}>
      <div style={BODY_STYLE} data-testid={`hierarchy-popup-${p.action}`}>
        <Suspense fallback={<Pending />}>
          <PopupBody action={p.action} row={p.row} onClose={() => onClose(p.key)} />
        </Suspense>
      </div>
    </Popup>
  ));
}
