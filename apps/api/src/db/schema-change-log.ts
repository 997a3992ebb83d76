import type { Generated } from 'kysely';

/** Change-log sources (migration 006): times are epoch ms. */
export interface CpeChangeTable {
  id: Generated<number>;
  devname: string;
  changed_at: number;
  cfgpath: string;
  action: string;
  username: string;
  msg: string;
  ui: string;
  cfgattr: string;
}

export interface SalesforceCaseTable {
  id: Generated<number>;
  ticket_id: string;
  customer: string | null;
  san: string;
  customer_locid: string | null;
  opened_at: number;
  closed_at: number | null;
  request_type: string | null;
  subtype: string | null;
  action: string | null;
  actual_issue: string | null;
}

export interface EmsChangeTable {
  id: Generated<number>;
  siteid: string;
  changed_at: number;
  parameter_name: string;
  value_old: string | null;
  value_new: string | null;
  username: string | null;
  error: string | null;
}
