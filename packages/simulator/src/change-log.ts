import { salesforceCases } from './change-log-cases';
import { cpeChanges } from './change-log-cpe';
import { emsChanges } from './change-log-ems';
import type { GeneratedSite } from './fleet-generator';

/**
 * The three change-log feeds of the Device Details page (spec 000 §3), as each source records
 * them: configuration changes pushed to a CPE (Splunk), Salesforce cases of a site, and EMS
 * parameter changes of a satellite terminal. Times are epoch ms.
 */
export interface CpeChangeRecord {
  devname: string;
  time: number;
  /** `system.interface.wan1`: the configuration table and the object changed in it. */
  cfgpath: string;
  action: 'add' | 'edit' | 'delete';
  user: string;
  msg: string;
  ui: 'GUI' | 'CLI' | 'API';
  /** `attr[old->new]` per changed attribute (edit), `attr[value]` (add), empty (delete). */
  cfgattr: string;
}

export interface SalesforceCaseRecord {
  ticketId: string;
  customer: string;
  /** The device (site account number) the case was opened on. */
  san: string;
  customerLocid: string;
  opened: number;
  closed: number | null;
  requestType: string;
  subtype: string;
  action: string;
  actualIssue: string;
}

export interface EmsChangeRecord {
  siteid: string;
  timestamp: number;
  parameterName: string;
  valueOld: string | null;
  valueNew: string | null;
  username: string;
  error: string | null;
}

export interface ChangeLogRows {
  cpe: CpeChangeRecord[];
  cases: SalesforceCaseRecord[];
  ems: EmsChangeRecord[];
}

export const emptyChangeLog = (): ChangeLogRows => ({ cpe: [], cases: [], ems: [] });

/**
 * The change log of one site: its cases, and the CPE and EMS changes of each of its devices.
 * Every device and site draws from its own stream, so the rows do not depend on batch size or
 * on the alert history asked for.
 */
export function siteChangeLog(seed: number, now: number, site: GeneratedSite, into: ChangeLogRows = emptyChangeLog()): ChangeLogRows {
  for (const d of site.devices) {
    into.cpe.push(...cpeChanges(seed, now, d));
    into.ems.push(...emsChanges(seed, now, d));
  }
  into.cases.push(...salesforceCases(seed, now, site));
  return into;
}
