import { fieldTable } from '../fields/field-types';

/**
 * Row fields of the NMC Tools lists. Times are epoch milliseconds. A list's `query` (the grid's
 * search panel and column filters, Lucene) and `sort` name these fields.
 */
export const SF_CASE_FIELDS = fieldTable([
  ['case_id', 'case_id', 'text'],
  ['case_number', 'case_number', 'text'],
  ['case_type', 'case_type', 'text'],
  ['case_subtype', 'case_subtype', 'text'],
  ['status', 'status', 'text'],
  ['hsvc_start_time', 'hsvc_start_time', 'epoch'],
  ['hsvc_end_time', 'hsvc_end_time', 'epoch'],
  ['hsvc_service_type', 'hsvc_service_type', 'text'],
  ['subject', 'subject', 'text'],
  ['hsvc_customers_affected', 'hsvc_customers_affected', 'int'],
  ['hsvc_location', 'hsvc_location', 'text'],
  ['hsvc_beams', 'hsvc_beams', 'text'],
]);

/** SF Active Notifications (browser-paged): the open Notification cases. */
export const SF_NOTIFICATION_FIELDS = fieldTable([
  ['case_id', 'case_id', 'text'],
  ['case_number', 'case_number', 'text'],
  ['case_owner', 'case_owner', 'text'],
  ['case_type', 'case_type', 'text'],
  ['case_subtype', 'case_subtype', 'text'],
  ['status', 'status', 'text'],
  ['hsvc_service_type', 'hsvc_service_type', 'text'],
  ['subject', 'subject', 'text'],
  ['hsvc_customers_affected', 'hsvc_customers_affected', 'int'],
  ['last_modified_date', 'last_modified_date', 'epoch'],
  ['last_modified_by_name', 'last_modified_by_name', 'text'],
  ['event_details', 'event_details', 'text'],
]);

export const SF_DISPATCH_FIELDS = fieldTable([
  ['case_id', 'case_id', 'text'],
  ['case_number', 'case_number', 'text'],
  ['hsvc_dispatch_support_group', 'hsvc_dispatch_support_group', 'text'],
  ['hsvc_service_type', 'hsvc_service_type', 'text'],
  ['hsvc_location', 'hsvc_location', 'text'],
  ['hsvc_dispatch_blade_type', 'hsvc_dispatch_blade_type', 'text'],
  ['hsvc_dispatch_part', 'hsvc_dispatch_part', 'text'],
  ['hsvc_dispatch_status', 'hsvc_dispatch_status', 'text'],
  ['hsvc_dispatch_schedule_time', 'hsvc_dispatch_schedule_time', 'epoch'],
  ['last_modified_by_name', 'last_modified_by_name', 'text'],
]);
/** Dispatches: last_modified_by_name is not sortable (spec 001 §2.15). */
export const SF_DISPATCH_UNSORTABLE = ['last_modified_by_name'] as const;

/** Active Notifications (/active-notifications): the NMS's own outage notices, one per active network event. */
export const NMS_NOTIFICATION_FIELDS = fieldTable([
  ['id', 'id', 'int'],
  ['impacted_group', 'impacted_group', 'text'],
  ['network_type', 'network_type', 'text'],
  ['impact', 'impact', 'float'],
  ['impacted_devices', 'impacted_devices', 'int'],
  ['total_devices', 'total_devices', 'int'],
  ['case_number', 'case_number', 'text'],
  ['case_status', 'case_status', 'text'],
  ['start_time', 'start_time', 'epoch'],
]);

/** Tech Support Tasks (/tech-support-tasks): Salesforce tasks on technical support cases. */
export const TECH_TASK_FIELDS = fieldTable([
  ['task_id', 'task_id', 'text'],
  ['case_number', 'case_number', 'text'],
  ['subject', 'subject', 'text'],
  ['status', 'status', 'text'],
  ['priority', 'priority', 'text'],
  ['assigned_to', 'assigned_to', 'text'],
  ['support_group', 'support_group', 'text'],
  ['device_name', 'device_name', 'text'],
  ['due_date', 'due_date', 'epoch'],
  ['last_modified_date', 'last_modified_date', 'epoch'],
]);

/** Replacement Dispatches (/replacements-dispatches): dispatches that ship a part, with the RMA. */
export const REPLACEMENT_DISPATCH_FIELDS = fieldTable([
  ['case_id', 'case_id', 'text'],
  ['case_number', 'case_number', 'text'],
  ['hsvc_dispatch_support_group', 'hsvc_dispatch_support_group', 'text'],
  ['hsvc_location', 'hsvc_location', 'text'],
  ['hsvc_dispatch_part', 'hsvc_dispatch_part', 'text'],
  ['rma_number', 'rma_number', 'text'],
  ['serial_out', 'serial_out', 'text'],
  ['serial_in', 'serial_in', 'text'],
  ['hsvc_dispatch_status', 'hsvc_dispatch_status', 'text'],
  ['ship_date', 'ship_date', 'epoch'],
  ['tracking_number', 'tracking_number', 'text'],
  ['hsvc_dispatch_schedule_time', 'hsvc_dispatch_schedule_time', 'epoch'],
]);
