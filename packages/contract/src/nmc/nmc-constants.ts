import { GRID_PAGE_SIZES } from '../grid-constants';
/** NMC Tools (spec 001 §2.15, §9; 002 §2.1): one screen, a tab per route. */
export const NMC_TABS = [
  { route: '/sf-cases', label: 'SF Cases' },
  { route: '/sf-active-notifications', label: 'SF Active Notifications' },
  { route: '/sf-dispatches', label: 'SF Dispatches' },
  { route: '/active-notifications', label: 'Active Notifications' },
  { route: '/tech-support-tasks', label: 'Tech Support Tasks' },
  { route: '/replacements-dispatches', label: 'Replacement Dispatches' },
] as const;
export type NmcRoute = (typeof NMC_TABS)[number]['route'];

export const NMC_PAGE_SIZE = 25;
export const NMC_PAGE_SIZES = GRID_PAGE_SIZES;
export const NMC_SEARCH_PANEL_WIDTH = 220;
/** Fetch limit of the case calls when the grid sends none (spec 001 §7). */
export const NMC_DEFAULT_LIMIT = 100;
/** SF cases: last 24 hours to now, status ALL, newest start first. */
export const SF_CASES_DEFAULT_HOURS = 24;
export const SF_CASES_DEFAULT_SORT = { field: 'hsvc_start_time', order: 'desc' } as const;
/** Date-time parameters of the case calls: YYYY-MM-DDTHH:mm:ssZ (UTC). */
export const NMC_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$';

export const NMC_EXPORT_NAMES = {
  sfCases: 'sf_cases',
  sfActiveNotifications: 'active_notifications',
  sfDispatches: 'sf_dispatches',
  activeNotifications: 'nms_active_notifications',
  techSupportTasks: 'tech_support_tasks',
  replacementDispatches: 'replacement_dispatches',
} as const;

/** SF case status filter of spec 001 §9, ALL first (the default). */
export const SF_CASE_STATUS_ALL = 'ALL';
export const SF_CASE_STATUSES = [
  'ALL',
  'Director Approved and Scheduled',
  'Approval Denied',
  'Pending Review',
  'Passed Review',
  'Investigation Open',
  'Pending Acceptance',
  'Failed QA',
  'Resolved or Completed',
  'Pending Security Scan',
  'MRB Approved',
  'Complete - Pending QA',
  'Testing',
  'In Progress',
  'Escalated',
  'Build Out Released',
  'Pending Customer Verification',
  'Assigned',
  'Pending Documentation',
  'Qualified',
  'Troubleshooting',
  'EMRB Approved',
  'Pending - Customer Confirmation',
  'Scheduled',
  'Installed',
  'Pending Confirmation',
  'Hold',
  'Failed Review',
  'Pending Customer Approval',
  'Pending Approval',
  'Hold-Awaiting Information',
  'Planning',
  'Pending Resolution',
  'Open - Troubleshooting',
] as const;
export type SfCaseStatus = (typeof SF_CASE_STATUSES)[number];

/** Salesforce task statuses of the Tech Support Tasks tab (decision: docs/decisions/web-screens.md). */
export const TECH_TASK_STATUSES = ['ALL', 'Not Started', 'In Progress', 'Waiting on someone else', 'Deferred', 'Completed'] as const;
/** Dispatch statuses (SF Dispatches and Replacement Dispatches). */
export const DISPATCH_STATUSES = ['Requested', 'Scheduled', 'Dispatched', 'On Site', 'Parts Shipped', 'Completed', 'Cancelled'] as const;

/** Statuses that close a case (its hsvc_end_time is set); every other status is open. */
export const SF_CASE_CLOSED_STATUSES = ['Resolved or Completed', 'Approval Denied', 'Failed Review'] as const;
/** A Notification case is open until it reaches this status (SF Active Notifications lists the open ones). */
export const SF_CASE_RESOLVED = 'Resolved or Completed';
export const SF_NOTIFICATIONS_SORT = { field: 'case_number', order: 'desc' } as const;
/** Default sorts of the other server-sorted tabs (decision: docs/decisions/web-screens.md). */
export const SF_DISPATCHES_DEFAULT_SORT = { field: 'case_number', order: 'desc' } as const;
export const NMS_NOTIFICATIONS_DEFAULT_SORT = { field: 'start_time', order: 'desc' } as const;
export const TECH_TASKS_DEFAULT_SORT = { field: 'due_date', order: 'asc' } as const;
export const REPLACEMENT_DISPATCHES_DEFAULT_SORT = { field: 'case_number', order: 'desc' } as const;
