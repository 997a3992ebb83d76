import { Type, type Static } from 'typebox';
import { Nullable, UpDown, statusBase } from './action-result-parts';

/** Ping/Current Status results of WAN devices: satellite modems, SD-WAN edges, FortiGates. */

/** satellite (HNS_SatModem pingOrCurrentStatus): HTS modem status and link stats; error in an alert. */
export const SatelliteResult = Type.Object({
  ...statusBase,
  status: Type.Object({
    san: Type.String(),
    model: Type.String(),
    serialNumber: Type.String(),
    softwareVersion: Type.String(),
    /** 'Online' when the modem answers, 'Offline' otherwise */
    state: Type.Union([Type.Literal('Online'), Type.Literal('Offline')]),
    gatewayId: Type.String(),
    /** the inventory's beam id, e.g. 'J2-B014' */
    beamId: Type.String(),
    managementIp: Type.String(),
    lanIp: Type.String(),
    /** seconds since the modem last started; null when offline */
    uptime: Nullable(Type.Integer()),
  }),
  stats: Type.Object({
    /** dB; null when offline */
    downlinkEsNo: Nullable(Type.Number()),
    uplinkEsNo: Nullable(Type.Number()),
    /** dB below maximum transmit power */
    uplinkPowerBackoff: Nullable(Type.Number()),
    /** one-way space delay, ms */
    delay: Nullable(Type.Number()),
    rxPackets: Type.Integer(),
    txPackets: Type.Integer(),
    rxBytes: Type.Integer(),
    txBytes: Type.Integer(),
  }),
});
export type SatelliteResult = Static<typeof SatelliteResult>;

/** velocloud: SD-WAN edge state and its WAN links. */
export const VelocloudResult = Type.Object({
  ...statusBase,
  edge: Type.Object({
    name: Type.String(),
    edgeState: Type.Union([Type.Literal('CONNECTED'), Type.Literal('DEGRADED'), Type.Literal('OFFLINE')]),
    serialNumber: Type.String(),
    modelNumber: Type.String(),
    softwareVersion: Type.String(),
    activationState: Type.String(),
    /** ISO time */
    lastContact: Type.String(),
    systemUpSince: Nullable(Type.String()),
  }),
  links: Type.Array(
    Type.Object({
      interface: Type.String(),
      displayName: Type.String(),
      ipAddress: Type.String(),
      state: Type.Union([Type.Literal('STABLE'), Type.Literal('UNSTABLE'), Type.Literal('DISCONNECTED')]),
      vpnState: Type.Union([Type.Literal('STABLE'), Type.Literal('DEAD')]),
      latencyMs: Nullable(Type.Number()),
      lossPct: Nullable(Type.Number()),
    }),
  ),
});
export type VelocloudResult = Static<typeof VelocloudResult>;

/** fortimanager: FortiGate status as FortiManager reports it. memory is in BYTES (UI shows MB). */
export const FortimanagerResult = Type.Object({
  ...statusBase,
  status: Type.Object({
    hostname: Type.String(),
    serialNumber: Type.String(),
    model: Type.String(),
    firmwareVersion: Type.String(),
    connStatus: UpDown,
    confStatus: Type.Union([Type.Literal('insync'), Type.Literal('outofsync'), Type.Literal('unknown')]),
    haMode: Type.String(),
    /** percent */
    cpu: Nullable(Type.Number()),
    /** bytes in use */
    memory: Nullable(Type.Integer()),
    /** bytes installed */
    memoryTotal: Type.Integer(),
    sessions: Nullable(Type.Integer()),
    /** seconds; null when down */
    uptime: Nullable(Type.Integer()),
    /** ISO time */
    lastCheckin: Type.String(),
  }),
});
export type FortimanagerResult = Static<typeof FortimanagerResult>;

export const HaRole = Type.Union([Type.Literal('Active'), Type.Literal('Standby'), Type.Literal('Unknown')]);
export type HaRole = Static<typeof HaRole>;
/** edgeHa: spec 000 Edge/HA. Roles decide which panel shows 'Up Since'; Standby swaps serials. */
export const EdgeHaResult = Type.Object({
  ...statusBase,
  name: Type.String(),
  hns_primeSanRole: HaRole,
  serialNumber: Type.String(),
  modelNumber: Type.String(),
  /** 'up' / 'down' */
  hns_primeSanState: Type.String(),
  /** ISO time */
  lastContact: Type.String(),
  hns_backupSan: Type.String(),
  hns_backupSanRole: HaRole,
  hns_backupSanState: Type.String(),
  haSerialNumber: Type.String(),
  /** ISO time */
  haLastContact: Type.String(),
  /** ISO time; null when the edge is down */
  systemUpSince: Nullable(Type.String()),
  hns_hasHA: Type.Boolean(),
  links: Type.Array(
    Type.Object({
      interface: Type.String(),
      displayName: Type.String(),
      ipAddress: Type.String(),
      state: Type.String(),
      serviceState: Type.String(),
      vpnState: Type.String(),
      /** ISO time */
      lastActive: Type.String(),
    }),
  ),
});
export type EdgeHaResult = Static<typeof EdgeHaResult>;

/** meraki: Dashboard API device status plus its uplinks. */
export const MerakiResult = Type.Object({
  ...statusBase,
  device: Type.Object({
    name: Type.String(),
    serial: Type.String(),
    model: Type.String(),
    mac: Type.String(),
    networkId: Type.String(),
    status: Type.Union([Type.Literal('online'), Type.Literal('alerting'), Type.Literal('offline')]),
    lanIp: Type.String(),
    publicIp: Type.String(),
    firmware: Type.String(),
    /** ISO time */
    lastReportedAt: Type.String(),
  }),
  uplinks: Type.Array(
    Type.Object({
      interface: Type.String(),
      status: Type.String(),
      ip: Type.String(),
      gateway: Type.String(),
      publicIp: Type.String(),
      dns: Type.Array(Type.String()),
    }),
  ),
});
export type MerakiResult = Static<typeof MerakiResult>;
