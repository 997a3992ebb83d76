import type { AlertRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';
import { formatDuration } from '../../../components/formatters/format-duration';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { ArchivedEventActions } from './archived-event-actions';

/**
 * Columns of the all-devices Archived Events grid (spec 001 §2.16), with readable headers, after
 * the row's Actions menu (the archived-events menu of 002 §2.9, not the active events' one).
 */
export const ARCHIVED_EVENTS_COLUMNS: GridColumn<AlertRow>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions', width: 76, render: (row) => <ArchivedEventActions row={row} /> },
  { field: 'severity', header: 'Severity', kind: 'severity', width: 116, render: (row) => <SeverityBadge value={row.severity} /> },
  { field: 'elementName', header: 'Device', width: 190 },
  { field: 'instanceDisplayName', header: 'Part Name', width: 160 },
  { field: 'elementClassName', header: 'Device Class', width: 150 },
  { field: 'eventDisplayName', header: 'Event', width: 190 },
  { field: 'eventText', header: 'Event Text', width: 240 },
  { field: 'lastNotifiedAt', header: 'Last Notify', kind: 'date', width: 170 },
  { field: 'clearedAt', header: 'Last Clear', kind: 'date', width: 170, emptyDate: 'Never' },
  { field: 'clearDuration', header: 'Clear Duration', kind: 'number', width: 170, format: (v) => formatDuration(v) },
  { field: 'count', header: 'Count', kind: 'number', width: 100 },
  { field: 'troubleTicketID', header: 'Case ID', width: 130 },
];
