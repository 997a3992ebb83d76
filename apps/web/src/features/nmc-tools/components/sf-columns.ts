import type { GridColumn } from '../../../components/data-grid/types';
import type { NmcRow } from '../api/nmc-row';
import { nmcDate } from './nmc-date';

type Col = GridColumn<NmcRow>;
const date = (field: string, header: string, width = 170): Col => ({ field, header, kind: 'date', width, format: nmcDate });

/** SF Cases: every field of an SF case (spec 001 §3), headers as an operator reads them. */
export const SF_CASE_COLUMNS: Col[] = [
  { field: 'case_number', header: 'Case Number', width: 130 },
  { field: 'case_type', header: 'Case Type', width: 140 },
  { field: 'case_subtype', header: 'Case Subtype', width: 150 },
  { field: 'status', header: 'Status', width: 190 },
  date('hsvc_start_time', 'Start Time'),
  date('hsvc_end_time', 'End Time'),
  { field: 'hsvc_service_type', header: 'Service Type', width: 140 },
  { field: 'subject', header: 'Subject', width: 300 },
  { field: 'hsvc_customers_affected', header: 'Customers Affected', kind: 'number', width: 160 },
  { field: 'hsvc_location', header: 'Location(s)', width: 170 },
  { field: 'hsvc_beams', header: 'Beams', width: 130 },
];

/**
 * SF Active Notifications (spec 001 §2.15). The grid sorts and searches the one answer in the
 * browser, so the columns offer no server-side filter row.
 */
export const SF_NOTIFICATION_COLUMNS: Col[] = (
  [
    { field: 'case_number', header: 'Case Number', width: 130 },
    { field: 'case_owner', header: 'Case Owner', width: 160 },
    { field: 'case_type', header: 'Case Type', width: 130 },
    { field: 'case_subtype', header: 'Case Subtype', width: 150 },
    { field: 'status', header: 'Status', width: 170 },
    { field: 'hsvc_service_type', header: 'Service Type', width: 140 },
    { field: 'subject', header: 'Subject', width: 280 },
    { field: 'hsvc_customers_affected', header: 'Customers Affected', kind: 'number', width: 160 },
    date('last_modified_date', 'Last Modified Date'),
    { field: 'last_modified_by_name', header: 'Last Modified By', width: 160 },
    { field: 'event_details', header: 'Event Details', width: 320 },
  ] satisfies Col[]
).map((c): Col => ({ ...c, filterable: false }));

/** SF Dispatches (spec 001 §2.15): Last Modified By cannot be sorted. */
export const SF_DISPATCH_COLUMNS: Col[] = [
  { field: 'case_number', header: 'Case Number', width: 130 },
  { field: 'hsvc_dispatch_support_group', header: 'Support Group', width: 170 },
  { field: 'hsvc_service_type', header: 'Service Type', width: 140 },
  { field: 'hsvc_location', header: 'Location(s)', width: 170 },
  { field: 'hsvc_dispatch_blade_type', header: 'Blade/Type', width: 140 },
  { field: 'hsvc_dispatch_part', header: 'Dispatch Part', width: 170 },
  { field: 'hsvc_dispatch_status', header: 'Dispatch Status', width: 150 },
  date('hsvc_dispatch_schedule_time', 'Dispatch Schedule Time', 190),
  { field: 'last_modified_by_name', header: 'Last Modified By', width: 160, sortable: false },
];
