/**
 * Salesforce-like records of the NMC Tools lists, keyed by the contract's field names
 * (packages/contract/src/nmc/nmc-fields.ts), as a Salesforce feed adapter would deliver them.
 * Times are epoch milliseconds.
 */
export interface SfCaseRecord {
  case_id: string;
  case_number: string;
  case_type: string;
  case_subtype: string;
  status: string;
  hsvc_start_time: number;
  hsvc_end_time: number | null;
  hsvc_service_type: string | null;
  subject: string;
  hsvc_customers_affected: number;
  hsvc_location: string | null;
  hsvc_beams: string | null;
  case_owner: string;
  last_modified_date: number;
  last_modified_by_name: string;
  event_details: string | null;
}

export interface SfDispatchRecord {
  case_id: string;
  case_number: string;
  device_name: string;
  hsvc_dispatch_support_group: string;
  hsvc_service_type: string | null;
  hsvc_location: string | null;
  hsvc_dispatch_blade_type: string;
  hsvc_dispatch_part: string;
  hsvc_dispatch_status: string;
  hsvc_dispatch_schedule_time: number;
  last_modified_by_name: string;
  last_modified_date: number;
  /** Replacement dispatches (a part ships) carry the RMA; the others leave these null. */
  rma_number: string | null;
  serial_out: string | null;
  serial_in: string | null;
  ship_date: number | null;
  tracking_number: string | null;
}

export interface SfTaskRecord {
  task_id: string;
  case_number: string;
  subject: string;
  status: string;
  priority: string;
  assigned_to: string;
  support_group: string;
  device_name: string;
  due_date: number;
  last_modified_date: number;
}

export interface SalesforceRows {
  cases: SfCaseRecord[];
  dispatches: SfDispatchRecord[];
  tasks: SfTaskRecord[];
}

/** A network event as the NMS sees it, with the status of its Notification case (null: none yet). */
export interface NetworkEventCaseBrief {
  caseNumber: string;
  networkType: string;
  groupName: string;
  impact: number;
  threshold: number;
  total: number;
  impacted: number;
  /** Distinct customers with an impacted device (0 when not counted). */
  customers: number;
  /** 'City, ST' where most impacted devices are, when known. */
  location: string | null;
  startTime: number;
  endTime: number | null;
  active: boolean;
  caseStatus: string | null;
}

/** What a new case needs to know about the device it is opened on. */
export interface SfDeviceContext {
  name: string;
  productCategory: string | null;
  model: string | null;
  nmd: string | null;
  beamid: string | null;
  serial: string | null;
  serviceType: string | null;
  city: string | null;
  stateUSA: string | null;
  address: string | null;
}

/**
 * The store of the Salesforce feed. Optional on a FleetSink (`sink.salesforce`): a sink
 * without it simply has no NMC data, as a deployment without a Salesforce connection.
 */
export interface SalesforceSink {
  hasCases(): Promise<boolean>;
  /** Highest serial of the cases the feed numbers itself (CAS-1xxxxxxx .. CAS-4xxxxxxx). */
  caseSerialMax(): Promise<number>;
  /** Active network events, and closed ones whose case is missing or still open. */
  networkEventCases(limit: number): Promise<NetworkEventCaseBrief[]>;
  deviceContexts(names: string[]): Promise<SfDeviceContext[]>;
  /** Open cases, least recently modified first. */
  openCases(limit: number): Promise<SfCaseRecord[]>;
  openDispatches(limit: number): Promise<SfDispatchRecord[]>;
  openTasks(limit: number): Promise<SfTaskRecord[]>;
  /** Inserts, or updates a case already known by case_id (Salesforce resends a changed record). */
  upsert(rows: SalesforceRows): Promise<void>;
}

export const emptySalesforceRows = (): SalesforceRows => ({ cases: [], dispatches: [], tasks: [] });
