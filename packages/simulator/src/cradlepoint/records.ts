/**
 * The Cradlepoint feeds' records, as the three sources report a router (migration 016):
 * ECM (Cradlepoint's NetCloud Manager API), the CPE itself over SSH, and the carrier's API.
 * Usage is megabytes of the current billing cycle; times are epoch ms.
 */

/** What the device inventory knows of a Cradlepoint router: every source's view derives from it. */
export interface CradlepointRouter {
  name: string;
  model: string | null;
  imei: string | null;
  /** The line's phone number (mobile directory number). */
  mdn: string | null;
  lanIp: string | null;
  discovered: boolean | null;
}

export interface CradlepointEcmRecord {
  cradlepoint_id: string;
  name: string;
  mac: string;
  /** The number the modem reports; null when it reports none (SIM not activated, modem down). */
  phone: string | null;
  usage_mb: number;
  reported_at: number;
}

export interface CradlepointSshRecord {
  /** The host name the collector logged into: the inventory's device name. */
  device_id: string;
  mac: string;
  lan_ip: string | null;
  lan_port: string | null;
  collected_at: number;
}

export interface CradlepointCarrierRecord {
  iccid: string;
  phone: string;
  carrier: string;
  usage_mb: number;
  reported_at: number;
}

export interface CradlepointRows {
  ecm: CradlepointEcmRecord[];
  ssh: CradlepointSshRecord[];
  carrier: CradlepointCarrierRecord[];
}

export const emptyCradlepointRows = (): CradlepointRows => ({ ecm: [], ssh: [], carrier: [] });

/** Where the Cradlepoint feeds write and what they read back (the repository over migration 016). */
export interface CradlepointSink {
  /** Whether any source has rows yet (a fresh store is filled once from the inventory). */
  hasRecords(): Promise<boolean>;
  /** The inventory's Cradlepoint routers, in byte order of their names. */
  routers(): Promise<CradlepointRouter[]>;
  /** ECM records least recently reported first. */
  staleEcm(limit: number): Promise<CradlepointEcmRecord[]>;
  /** Carrier lines least recently reported first. */
  staleCarrier(limit: number): Promise<CradlepointCarrierRecord[]>;
  /** Inserts or replaces rows by their keys (ECM id, SSH device id, ICCID). */
  upsert(rows: CradlepointRows): Promise<void>;
}

/** The Cradlepoint store of a fleet sink, when it has one (`sink.cradlepoint`). */
export const cradlepointSinkOf = (sink: object): CradlepointSink | undefined => (sink as { cradlepoint?: CradlepointSink }).cradlepoint;
