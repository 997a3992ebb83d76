import type { GridColumn } from '../../../components/data-grid/types';
import type { NmcRow } from '../api/nmc-row';
import { nmcDate } from './nmc-date';

type Col = GridColumn<NmcRow>;
const date = (field: string, header: string, width = 170): Col => ({ field, header, kind: 'date', width, format: nmcDate });
const percent = (v: unknown): string => (typeof v === 'number' ? `${v.toFixed(2)}%` : '');

/** Active Notifications: the NMS's own outage notice of each active network event. */
export const NMS_NOTIFICATION_COLUMNS: Col[] = [
  { field: 'impacted_group', header: 'Impacted Group', width: 280 },
  { field: 'network_type', header: 'Network Type', width: 150 },
  { field: 'impact', header: 'Impact', kind: 'number', width: 110, format: percent },
  { field: 'impacted_devices', header: 'Impacted Devices', kind: 'number', width: 150 },
  { field: 'total_devices', header: 'Total Devices', kind: 'number', width: 130 },
  { field: 'case_number', header: 'Case Number', width: 130 },
  { field: 'case_status', header: 'Case Status', width: 170 },
  date('start_time', 'Start Time'),
];

/** Tech Support Tasks: Salesforce tasks on technical support cases. */
export const TECH_TASK_COLUMNS: Col[] = [
  { field: 'case_number', header: 'Case Number', width: 130 },
  { field: 'subject', header: 'Subject', width: 280 },
  { field: 'status', header: 'Status', width: 170 },
  { field: 'priority', header: 'Priority', width: 110 },
  { field: 'assigned_to', header: 'Assigned To', width: 160 },
  { field: 'support_group', header: 'Support Group', width: 170 },
  { field: 'device_name', header: 'Device', width: 170 },
  date('due_date', 'Due Date'),
  date('last_modified_date', 'Last Modified Date'),
];

/** Replacement Dispatches: dispatches that ship a part, with the RMA and the serials swapped. */
export const REPLACEMENT_DISPATCH_COLUMNS: Col[] = [
  { field: 'case_number', header: 'Case Number', width: 130 },
  { field: 'hsvc_dispatch_support_group', header: 'Support Group', width: 170 },
  { field: 'hsvc_location', header: 'Location(s)', width: 170 },
  { field: 'hsvc_dispatch_part', header: 'Part', width: 170 },
  { field: 'rma_number', header: 'RMA Number', width: 140 },
  { field: 'serial_out', header: 'Serial Out', width: 140 },
  { field: 'serial_in', header: 'Serial In', width: 140 },
  { field: 'hsvc_dispatch_status', header: 'Dispatch Status', width: 150 },
  date('ship_date', 'Ship Date'),
  { field: 'tracking_number', header: 'Tracking Number', width: 170 },
  date('hsvc_dispatch_schedule_time', 'Dispatch Schedule Time', 190),
];
