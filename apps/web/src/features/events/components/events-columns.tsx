import type { AlertRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';
import { formatAlertDuration } from '../logic/alert-duration';
import { EventActions } from './event-actions';
import { workflowShown } from '../../alert-workflow';
import { SeverityBadge } from '../../../components/formatters/severity-badge';

/** Columns of the global Events grid (active alerts), spec 000 "Events grid (active alerts)". */
export const EVENTS_COLUMNS: GridColumn<AlertRow>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions', width: 76, render: (row) => <EventActions row={row} />, shows: workflowShown },
  { field: 'severity', header: 'Severity', kind: 'severity', width: 116, render: (row) => <SeverityBadge value={row.severity} /> },
  { field: 'elementName', header: 'Device Name', width: 190 },
  { field: 'productCategory', header: 'Device Type', width: 150 },
  { field: 'instanceDisplayName', header: 'Part Name', width: 160 },
  { field: 'eventDisplayName', header: 'Event', width: 200 },
  { field: 'lastNotifiedAt', header: 'Last Notify', kind: 'date', width: 170 },
  { field: 'clearedAt', header: 'Last Clear', kind: 'date', width: 170, emptyDate: 'Never' },
  { field: 'duration', header: 'Duration', kind: 'number', width: 170, format: (_v, row) => formatAlertDuration(row) },
  { field: 'count', header: 'Count', kind: 'number', width: 100 },
  { field: 'troubleTicketID', header: 'Case ID', width: 130 },
  { field: 'visibility', header: 'Visibility', width: 120 },
  // The alert workflow (issue 33), in the column chooser: the spec's columns stay as they are.
  { field: 'ackedBy', header: 'Acked By', width: 130, hidden: true },
  { field: 'owner', header: 'Owner', width: 130, hidden: true },
  { field: 'noteCount', header: 'Notes', kind: 'number', width: 100, hidden: true },
];
