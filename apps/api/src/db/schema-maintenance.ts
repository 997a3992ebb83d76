import type { Generated } from 'kysely';

/** Maintenance windows of issue 21 (migrations/031-maintenance-windows.sql). Times are epoch ms. */
export interface MaintenanceWindowTable {
  id: Generated<number>;
  name: string;
  target_kind: string;
  target_query: string | null;
  target_devices: Generated<string[]>;
  start_local: string;
  duration_minutes: number;
  time_zone: string;
  until_date: string | null;
  recurrence_kind: string;
  weekdays: Generated<number[]>;
  month_day: number | null;
  month_week: string | null;
  month_weekday: number | null;
  info: Generated<string>;
  ended_occurrence_start: number | null;
  ended_at: number | null;
  created_by: string;
  created_at: number;
  updated_by: string;
  updated_at: number;
  version: Generated<number>;
}

/** The PAM schedules a window's occurrence created, with the version it wrote. */
export interface MaintenanceWindowDeviceTable {
  window_id: number;
  device_name: string;
  occurrence_start: number;
  pam_version: number;
  created_at: number;
}
