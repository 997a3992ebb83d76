import { fieldTable, type FieldTable } from '@nms/contract';

/** Columns of the NMC tables (migration 012); record keys are the column names. */
const columns = (names: string[], epochs: string[], ints: string[] = []): FieldTable =>
  fieldTable(names.map((n) => [n, n, epochs.includes(n) ? 'epoch' : ints.includes(n) ? 'int' : 'text'] as const));

export const SF_CASE_COLUMNS = columns(
  [
    'case_id',
    'case_number',
    'case_type',
    'case_subtype',
    'status',
    'hsvc_start_time',
    'hsvc_end_time',
    'hsvc_service_type',
    'subject',
    'hsvc_customers_affected',
    'hsvc_location',
    'hsvc_beams',
    'case_owner',
    'last_modified_date',
    'last_modified_by_name',
    'event_details',
  ],
  ['hsvc_start_time', 'hsvc_end_time', 'last_modified_date'],
  ['hsvc_customers_affected'],
);

export const SF_DISPATCH_COLUMNS = columns(
  [
    'case_id',
    'case_number',
    'device_name',
    'hsvc_dispatch_support_group',
    'hsvc_service_type',
    'hsvc_location',
    'hsvc_dispatch_blade_type',
    'hsvc_dispatch_part',
    'hsvc_dispatch_status',
    'hsvc_dispatch_schedule_time',
    'last_modified_by_name',
    'last_modified_date',
    'rma_number',
    'serial_out',
    'serial_in',
    'ship_date',
    'tracking_number',
  ],
  ['hsvc_dispatch_schedule_time', 'last_modified_date', 'ship_date'],
);

export const SF_TASK_COLUMNS = columns(
  ['task_id', 'case_number', 'subject', 'status', 'priority', 'assigned_to', 'support_group', 'device_name', 'due_date', 'last_modified_date'],
  ['due_date', 'last_modified_date'],
);

export const NMC_TABLES = [
  { table: 'sf_cases', key: 'case_id', columns: SF_CASE_COLUMNS },
  { table: 'sf_dispatches', key: 'case_id', columns: SF_DISPATCH_COLUMNS },
  { table: 'sf_tasks', key: 'task_id', columns: SF_TASK_COLUMNS },
] as const;
