import type { AlertRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';
import type { DeviceAlertsKind } from '../api/get-device-alerts';
import { DEVICE_COLUMN } from '../../event-detail';
import { EVENTS_COLUMNS } from '../../events';

/**
 * Columns of the per-device Events and Archived Events grids: those of the global events grid
 * without its Actions menu (the Device cell opens the event's details instead).
 */
const DEVICE_EVENT_COLUMNS: GridColumn<AlertRow>[] = EVENTS_COLUMNS.filter((c) => c.kind !== 'actions').map((c) =>
  c.field === DEVICE_COLUMN ? { ...c, header: 'Device' } : c,
);

/**
 * The Archived Events grid's Duration is the clear duration, so sorting by it orders what it shows
 * (the server's `duration` of a cleared alert stops at its last notification, often 0).
 */
const ARCHIVED_DEVICE_EVENT_COLUMNS: GridColumn<AlertRow>[] = DEVICE_EVENT_COLUMNS.map((c) =>
  c.field === 'duration' ? { ...c, field: 'clearDuration' } : c,
);

export const deviceEventColumns = (kind: DeviceAlertsKind): GridColumn<AlertRow>[] =>
  kind === 'active' ? DEVICE_EVENT_COLUMNS : ARCHIVED_DEVICE_EVENT_COLUMNS;

/** Rows coloured by severity, every row (active or archived); Unknown is blue here (spec 000 §4). */
export function deviceEventRowClass(row: AlertRow): string | undefined {
  if (row.severity === 4) return 'nms-sev-blue';
  return row.severity >= 1 && row.severity <= 5 ? `nms-sev-${row.severity}` : undefined;
}
