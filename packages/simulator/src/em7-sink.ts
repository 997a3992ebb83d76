/**
 * The EM7 side of the store: events of the devices an EM7 stack polls, and their VPN tunnel user
 * counts. Keyed as EM7 keys them (stack id, device id); an EM7 feed adapter writes the same.
 */
export interface Em7EventRecord {
  stackId: number;
  deviceId: number;
  /** The device, or one of its interfaces or tunnels ('NAME:wan1'). */
  alignedResourceName: string;
  /** The event policy that raised it: one active event per policy and resource. */
  policy: string;
  /** 1 Critical .. 5 Normal (the console's severity scale). */
  severity: number;
  message: string;
  userNote: string | null;
  /** Epoch ms. */
  dateFirst: number;
  dateLast: number;
  notifyCount: number;
  source: 'Dynamic' | 'Syslog' | 'Trap' | 'Internal' | 'API';
}

/** A device an EM7 stack polls, as the feed needs it. */
export interface Em7DeviceBrief {
  name: string;
  className: string | null;
  model: string | null;
  stackId: number;
  deviceId: number;
  longitude: number | null;
}

export interface Em7EventBrief {
  id: number;
  stackId: number;
  deviceId: number;
}

/** One value of a device's VPN tunnel user count: a 5-minute sample, or an hourly/daily mean. */
export interface UserCountPoint {
  stackId: number;
  deviceId: number;
  /** 300, 3600 or 86400: which series the value belongs to. */
  step: number;
  /** Start of the bucket, epoch seconds (a multiple of step). */
  ts: number;
  value: number;
}

export interface Em7Store {
  /** Every device with EM7 ids, in byte order of name. */
  em7Devices(): Promise<Em7DeviceBrief[]>;
  /** Inserts each event, or re-notifies the active one of the same policy and resource. */
  raiseEm7Events(rows: Em7EventRecord[]): Promise<void>;
  /** Active events, least recently notified first. */
  activeEm7Events(limit: number): Promise<Em7EventBrief[]>;
  activeEm7EventCount(): Promise<number>;
  notifyEm7Event(id: number, at: number): Promise<boolean>;
  clearEm7Event(id: number, at: number): Promise<boolean>;
  writeUserCounts(points: UserCountPoint[]): Promise<void>;
}
