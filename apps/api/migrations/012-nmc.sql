-- NMC Tools (spec 001 §2.15): the Salesforce org's cases, dispatches and technical support
-- tasks as the Salesforce feed delivers them. Separate from salesforce_cases (migration 006),
-- which is a site's trouble-ticket history for the Device Details change log, keyed by ticket
-- and SAN; these are the org-wide case lists with the hsvc_* fields. Times are epoch ms.

CREATE TABLE sf_cases (
  case_id text PRIMARY KEY,
  case_number text NOT NULL,
  case_type text NOT NULL,
  case_subtype text,
  status text NOT NULL,
  hsvc_start_time bigint NOT NULL,
  hsvc_end_time bigint,
  hsvc_service_type text,
  subject text NOT NULL,
  hsvc_customers_affected integer,
  hsvc_location text,
  hsvc_beams text,
  case_owner text,
  last_modified_date bigint NOT NULL,
  last_modified_by_name text,
  event_details text
);
-- Case numbers link a network event (network_events.case_id) to its Notification case.
CREATE UNIQUE INDEX sf_cases_case_number_idx ON sf_cases (case_number);
-- SF Cases: a start-time window, newest first (the default), with or without a status.
CREATE INDEX sf_cases_start_idx ON sf_cases (hsvc_start_time, case_id);
CREATE INDEX sf_cases_status_start_idx ON sf_cases (status, hsvc_start_time, case_id);
-- SF Active Notifications: the open Notification cases, by case number.
CREATE INDEX sf_cases_open_notifications_idx ON sf_cases (case_number)
  WHERE case_type = 'Notification' AND status <> 'Resolved or Completed';
-- The live feed moves the least recently touched open cases.
CREATE INDEX sf_cases_open_modified_idx ON sf_cases (last_modified_date)
  WHERE status NOT IN ('Resolved or Completed', 'Approval Denied', 'Failed Review');

-- A dispatch is a Dispatch case's field work; its row shares the case's id and number.
CREATE TABLE sf_dispatches (
  case_id text PRIMARY KEY,
  case_number text NOT NULL,
  device_name text,
  hsvc_dispatch_support_group text,
  hsvc_service_type text,
  hsvc_location text,
  hsvc_dispatch_blade_type text,
  hsvc_dispatch_part text,
  hsvc_dispatch_status text NOT NULL,
  hsvc_dispatch_schedule_time bigint,
  last_modified_by_name text,
  last_modified_date bigint NOT NULL,
  rma_number text,
  serial_out text,
  serial_in text,
  ship_date bigint,
  tracking_number text
);
-- Every sortable column has an index ending in the key, so a sorted page never sorts the table.
CREATE UNIQUE INDEX sf_dispatches_case_number_idx ON sf_dispatches (case_number, case_id);
CREATE INDEX sf_dispatches_support_group_idx ON sf_dispatches (hsvc_dispatch_support_group, case_id);
CREATE INDEX sf_dispatches_service_type_idx ON sf_dispatches (hsvc_service_type, case_id);
CREATE INDEX sf_dispatches_location_idx ON sf_dispatches (hsvc_location, case_id);
CREATE INDEX sf_dispatches_blade_type_idx ON sf_dispatches (hsvc_dispatch_blade_type, case_id);
CREATE INDEX sf_dispatches_part_idx ON sf_dispatches (hsvc_dispatch_part, case_id);
CREATE INDEX sf_dispatches_status_idx ON sf_dispatches (hsvc_dispatch_status, case_id);
CREATE INDEX sf_dispatches_schedule_idx ON sf_dispatches (hsvc_dispatch_schedule_time, case_id);
-- Replacement Dispatches: the dispatches that ship a part (an RMA), by case number or ship date.
CREATE INDEX sf_dispatches_replacement_idx ON sf_dispatches (case_number, case_id) WHERE rma_number IS NOT NULL;
CREATE INDEX sf_dispatches_replacement_ship_idx ON sf_dispatches (ship_date, case_id) WHERE rma_number IS NOT NULL;
CREATE INDEX sf_dispatches_open_idx ON sf_dispatches (last_modified_date)
  WHERE hsvc_dispatch_status NOT IN ('Completed', 'Cancelled');

CREATE TABLE sf_tasks (
  task_id text PRIMARY KEY,
  case_number text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL,
  priority text,
  assigned_to text,
  support_group text,
  device_name text,
  due_date bigint,
  last_modified_date bigint NOT NULL
);
CREATE INDEX sf_tasks_due_idx ON sf_tasks (due_date, task_id);
CREATE INDEX sf_tasks_status_due_idx ON sf_tasks (status, due_date, task_id);
CREATE INDEX sf_tasks_case_number_idx ON sf_tasks (case_number, task_id);
CREATE INDEX sf_tasks_open_idx ON sf_tasks (last_modified_date) WHERE status <> 'Completed';
