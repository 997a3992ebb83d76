/**
 * Salesforce cases, dispatches and tasks behind NMC Tools (migration 012). Times are epoch ms.
 */
export interface SfCaseTable {
  case_id: string;
  case_number: string;
  case_type: string;
  case_subtype: string | null;
  status: string;
  hsvc_start_time: number;
  hsvc_end_time: number | null;
  hsvc_service_type: string | null;
  subject: string;
  hsvc_customers_affected: number | null;
  hsvc_location: string | null;
  hsvc_beams: string | null;
  case_owner: string | null;
  last_modified_date: number;
  last_modified_by_name: string | null;
  event_details: string | null;
}

export interface SfDispatchTable {
  case_id: string;
  case_number: string;
  device_name: string | null;
  hsvc_dispatch_support_group: string | null;
  hsvc_service_type: string | null;
  hsvc_location: string | null;
  hsvc_dispatch_blade_type: string | null;
  hsvc_dispatch_part: string | null;
  hsvc_dispatch_status: string;
  hsvc_dispatch_schedule_time: number | null;
  last_modified_by_name: string | null;
  last_modified_date: number;
  rma_number: string | null;
  serial_out: string | null;
  serial_in: string | null;
  ship_date: number | null;
  tracking_number: string | null;
}

export interface SfTaskTable {
  task_id: string;
  case_number: string;
  subject: string;
  status: string;
  priority: string | null;
  assigned_to: string | null;
  support_group: string | null;
  device_name: string | null;
  due_date: number | null;
  last_modified_date: number;
}
