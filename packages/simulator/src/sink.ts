import type { ChangeLogRows } from './change-log';
import type { Em7Store } from './em7-sink';
import type { GroupRecord } from './groups';
import type { PowerOutageRecord } from './power-outage';

/**
 * The seam between the simulator and a store. Records are keyed by the contract's field names
 * (DEVICE_FIELDS, ALERT_FIELDS), the same language a production feed adapter would speak. The
 * API implements both interfaces with its repositories; tests may implement them in memory.
 */
export type FieldValue = string | number | boolean | string[] | null;
export type DeviceRecord = Record<string, FieldValue>;
export type AlertRecord = Record<string, FieldValue>;

export interface LocationRecord {
  customerLocationId: string;
  address: string;
  city: string;
  stateUSA: string;
  zip: string;
  latitude: number;
  longitude: number;
  plsiteid: string;
}

export interface ImpactPoint {
  groupKey: string;
  ts: number;
  total: number;
  impacted: number;
  percent: number;
  threshold: number;
}

export interface NetworkEventRecord {
  groupKey: string;
  name: string;
  impact: number;
  caseId: string;
  startTime: number;
  endTime: number | null;
  active: boolean;
}

/** One notification from the monitoring domain about one device (raised, or re-notified). */
export interface AlertRaise {
  deviceName: string;
  elementClassName: string;
  classDisplayName: string;
  instanceName: string;
  instanceDisplayName: string;
  eventName: string;
  eventDisplayName: string;
  eventText: string;
  severity: number;
  category: string;
  visibility: 'External' | 'Internal';
  troubleTicketID: string | null;
  at: number;
  /** The feed that saw it (alerts.source / rs_datasource); default the simulator's 'SMARTS'. */
  source?: string;
}

export interface ImpactOutcome {
  opened: string[];
  closed: string[];
}

export interface FleetSink {
  /** Groups first: device writes attach membership by the keys in `memberOf`. */
  writeGroups(groups: GroupRecord[]): Promise<void>;
  writeLocations(rows: LocationRecord[]): Promise<void>;
  writeDevices(rows: DeviceRecord[]): Promise<void>;
  /** Alert history as recorded (active and archived), for an initial load. */
  writeAlerts(rows: AlertRecord[]): Promise<void>;
  writeImpactHistory(points: ImpactPoint[]): Promise<void>;
  writeNetworkEvents(events: NetworkEventRecord[]): Promise<void>;
  /** Change-log rows (CPE changes, Salesforce cases, EMS changes), appended as their feeds send them. */
  writeChangeLog(rows: ChangeLogRows): Promise<void>;
  /** Power outage rows per county (replacing the county's previous row), as the feed sent them at `at`. */
  writePowerOutages(rows: PowerOutageRecord[], at: number): Promise<void>;
  /** After an initial load: recount group impact, reconcile network events, refresh statistics. */
  finishLoad(at: number): Promise<void>;
  /** Raises the alert, or re-notifies it when already active; the device state follows. */
  raiseAlert(raise: AlertRaise): Promise<'raised' | 'notified'>;
  notifyAlert(name: string, at: number): Promise<boolean>;
  clearAlert(name: string, at: number): Promise<boolean>;
  /** Opens/closes network events on threshold crossings and records the impact history point. */
  refreshImpact(at: number): Promise<ImpactOutcome>;
  /** EM7 events and VPN user counts of the devices EM7 stacks poll (em7-sink.ts). */
  readonly em7: Em7Store;
}

export interface DeviceBrief {
  name: string;
  className: string | null;
  model: string | null;
  /** Undiscovered devices are not polled, so they raise nothing. */
  discovered: boolean | null;
}

export interface ActiveAlertBrief {
  name: string;
  elementName: string;
  severity: number;
  eventName: string;
}

export interface GroupBrief {
  key: string;
  networkType: string;
  name: string;
  total: number;
  impacted: number;
}

/** What a live feed reads back: what exists and what it already raised. */
export interface FleetSource {
  /** Every device name in a stable, engine-independent order (byte order). */
  deviceNames(): Promise<string[]>;
  devices(names: string[]): Promise<DeviceBrief[]>;
  /** Active alerts, least recently notified first. */
  activeAlerts(limit: number): Promise<ActiveAlertBrief[]>;
  activeAlertCount(): Promise<number>;
  groups(): Promise<GroupBrief[]>;
  /** Member device names of a group in byte order, at most `limit`. */
  groupMembers(key: string, limit: number): Promise<string[]>;
}
