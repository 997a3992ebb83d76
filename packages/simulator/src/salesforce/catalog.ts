/**
 * What a Salesforce org of a managed network operator files: case types with their subtypes,
 * the status path a case of that type walks (the spec's status list, 001 §9), and the people
 * and groups that own the work. The last status of a path closes the case.
 */
export interface CaseTypeDef {
  type: string;
  weight: number;
  subtypes: readonly string[];
  path: readonly string[];
  /** A closing status some cases end in instead of the path's last one. */
  sideExit?: string;
}

export const CASE_TYPES: readonly CaseTypeDef[] = [
  {
    type: 'Incident',
    weight: 25,
    subtypes: ['Outage', 'Degraded Service', 'Intermittent Connectivity', 'Hardware Failure'],
    path: ['Investigation Open', 'Troubleshooting', 'Escalated', 'Pending Resolution', 'Pending Customer Verification', 'Resolved or Completed'],
  },
  {
    type: 'Technical Support',
    weight: 22,
    subtypes: ['Troubleshooting', 'Configuration', 'Performance', 'Hardware'],
    path: ['Assigned', 'Open - Troubleshooting', 'Hold-Awaiting Information', 'Pending - Customer Confirmation', 'Resolved or Completed'],
  },
  {
    type: 'Service Request',
    weight: 14,
    subtypes: ['Configuration Change', 'Relocation', 'Upgrade', 'New Install'],
    path: ['Pending Review', 'Passed Review', 'Qualified', 'Scheduled', 'Installed', 'Pending Confirmation', 'Resolved or Completed'],
    sideExit: 'Failed Review',
  },
  {
    type: 'Dispatch',
    weight: 14,
    subtypes: ['Field Technician', 'Equipment Replacement (RMA)', 'Site Survey'],
    path: ['Pending Acceptance', 'Assigned', 'Scheduled', 'In Progress', 'Pending Documentation', 'Resolved or Completed'],
  },
  {
    type: 'Maintenance',
    weight: 10,
    subtypes: ['Planned Maintenance', 'Emergency Maintenance', 'Firmware Upgrade'],
    path: ['Planning', 'Pending Approval', 'Director Approved and Scheduled', 'In Progress', 'Complete - Pending QA', 'Resolved or Completed'],
    sideExit: 'Approval Denied',
  },
  {
    type: 'Change Request',
    weight: 5,
    subtypes: ['Network Change', 'Security Change', 'Capacity Build Out'],
    path: [
      'Pending Customer Approval',
      'Pending Security Scan',
      'MRB Approved',
      'EMRB Approved',
      'Testing',
      'Build Out Released',
      'Resolved or Completed',
    ],
    sideExit: 'Failed QA',
  },
  {
    type: 'Notification',
    weight: 10,
    subtypes: ['Planned Maintenance', 'Service Degradation', 'Customer Outage'],
    path: ['Investigation Open', 'In Progress', 'Hold', 'Pending Resolution', 'Resolved or Completed'],
  },
];

export const caseTypeDef = (type: string): CaseTypeDef => CASE_TYPES.find((t) => t.type === type) ?? CASE_TYPES[0];

/** Notification cases the NMS files for its network events, by the group's network type. */
export const EVENT_SUBTYPES: Record<string, string> = {
  BEAM: 'Network Outage',
  GATEWAY: 'Network Outage',
  DATACENTER: 'Service Degradation',
  CUSTOMER: 'Customer Outage',
  NAP_SOURCE: 'Carrier Outage',
};

export const CASE_OWNERS = [
  'NOC Tier 1 Queue',
  'NOC Tier 2 Queue',
  'Maria Gonzalez',
  'James Carter',
  'Priya Raman',
  "Kevin O'Brien",
  'Aisha Bello',
  'Tom Nguyen',
  'Rachel Stein',
  'Luis Ortega',
  'Network Engineering Queue',
] as const;
export const MODIFIERS = [
  'NMS Integration',
  'Maria Gonzalez',
  'James Carter',
  'Priya Raman',
  "Kevin O'Brien",
  'Aisha Bello',
  'Tom Nguyen',
  'Field Service Bot',
] as const;

export const TASK_SUBJECTS = [
  'Review device logs',
  'Call customer to verify service',
  'Remote reboot',
  'Check signal levels',
  'Verify configuration backup',
  'Upgrade firmware',
  'Escalate to Tier 2',
  'Confirm resolution with customer',
  'Collect diagnostics bundle',
  'Open carrier ticket',
] as const;
export const TASK_GROUPS = ['Tier 1 Support', 'Tier 2 Support', 'Network Engineering', 'NOC'] as const;
export const PRIORITIES = [
  ['High', 2],
  ['Normal', 5],
  ['Low', 2],
] as const;

/** Field service partners by US region (state), the dispatch support groups. */
const REGIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Field Services - Northeast', ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA']],
  ['Field Services - Southeast', ['DE', 'MD', 'DC', 'VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'TN', 'KY']],
  ['Field Services - Central', ['OH', 'MI', 'IN', 'IL', 'WI', 'MN', 'IA', 'MO', 'AR', 'LA', 'KS', 'NE', 'SD', 'ND', 'OK', 'TX']],
  ['Field Services - West', ['MT', 'WY', 'CO', 'NM', 'AZ', 'UT', 'ID', 'NV', 'CA', 'OR', 'WA', 'AK', 'HI']],
];
export const supportGroupOf = (state: string | null): string =>
  REGIONS.find(([, states]) => state && states.includes(state))?.[0] ?? 'Depot Logistics';

/** Blade/type and the parts a technician swaps, per product category. */
export const PARTS: Record<string, { blade: string; parts: readonly string[] }> = {
  'Satellite Modem': { blade: 'VSAT / ODU', parts: ['Satellite modem', 'BUC 2W', 'LNB', 'Dish 1.2m', 'IFL coax cable'] },
  Router: { blade: 'Router', parts: ['Router chassis', 'Power supply', 'SFP module', 'LTE modem card'] },
  'Wireline Modem': { blade: 'Broadband CPE', parts: ['DSL modem', 'Cable modem', 'Power adapter'] },
  'Wireless Modem': { blade: 'Wireless CPE', parts: ['LTE router', 'External antenna', 'SIM card'] },
  Switch: { blade: 'LAN Switch', parts: ['Switch', 'PoE power supply', 'SFP module'] },
  'WIFI AP': { blade: 'Wireless AP', parts: ['Access point', 'PoE injector', 'Mounting kit'] },
};
export const GENERAL_PART = { blade: 'Site Equipment', parts: ['UPS battery', 'Rack power strip', 'Patch cables'] };

/** Dispatch status paths: a technician visit, and a replacement (a part ships first). */
export const VISIT_PATH = ['Requested', 'Scheduled', 'Dispatched', 'On Site', 'Completed'] as const;
export const REPLACEMENT_PATH = ['Requested', 'Scheduled', 'Parts Shipped', 'On Site', 'Completed'] as const;
export const TASK_PATH = ['Not Started', 'In Progress', 'Completed'] as const;

/** The service a device's site is sold as, when the device record does not say. */
export const SERVICE_BY_CATEGORY: Record<string, string> = {
  'Satellite Modem': 'Satellite Broadband',
  Router: 'SD-WAN',
  'Wireline Modem': 'Managed Broadband',
  'Wireless Modem': 'Managed Broadband',
  Switch: 'Managed LAN',
  'WIFI AP': 'Managed LAN',
};
