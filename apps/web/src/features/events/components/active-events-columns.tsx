import type { AlertRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { formatAlertDuration } from '../logic/alert-duration';
import { EventActions } from './event-actions';
import { workflowShown } from '../../alert-workflow';

/**
 * Columns of the Events grid with row actions (spec 001 §2.17, 002 §2.9). Product Name is the
 * alert's productCode (the product's model code, e.g. HT2000-ENT; Device Category is
 * productCategory beside it) and Status its notification state (NOTIFIED, CLEARED).
 */
export const ACTIVE_EVENTS_COLUMNS: GridColumn<AlertRow>[] = [
  { field: 'actions', header: 'Actions', kind: 'actions', width: 76, render: (row) => <EventActions row={row} />, shows: workflowShown },
  { field: 'elementName', header: 'Device', width: 190 },
  { field: 'instanceDisplayName', header: 'Part Name', width: 160 },
  { field: 'severity', header: 'Severity', kind: 'severity', width: 116, render: (row) => <SeverityBadge value={row.severity} /> },
  { field: 'productCode', header: 'Product Name', width: 150 },
  { field: 'productCategory', header: 'Device Category', width: 150 },
  { field: 'state', header: 'Status', width: 110 },
  { field: 'eventDisplayName', header: 'Event', width: 190 },
  { field: 'eventText', header: 'Event Description', width: 240 },
  { field: 'lastNotifiedAt', header: 'Last Notify', kind: 'date', width: 170 },
  { field: 'clearedAt', header: 'Last Clear', kind: 'date', width: 170, emptyDate: 'Never' },
  { field: 'duration', header: 'Duration', kind: 'number', width: 170, format: (_v, row) => formatAlertDuration(row) },
  { field: 'count', header: 'Count', kind: 'number', width: 100 },
  { field: 'troubleTicketID', header: 'Case ID', width: 130 },
  // The alert workflow (issue 33), in the column chooser: the spec's columns stay as they are.
  { field: 'ackedBy', header: 'Acked By', width: 130, hidden: true },
  { field: 'owner', header: 'Owner', width: 130, hidden: true },
  { field: 'noteCount', header: 'Notes', kind: 'number', width: 100, hidden: true },
];
