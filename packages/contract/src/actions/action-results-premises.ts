import { Type, type Static } from 'typebox';
import { Nullable, OnOff, UpDown, statusBase } from './action-result-parts';

/** Ping/Current Status results of premises devices: switches, APs, power controllers, cellular routers, media players. */

/** A switch port of the Switch/AP card; `poe` is present only when the model name ends in POE. */
export const FortilanPort = Type.Object({
  port: Type.String(),
  status: UpDown,
  /** e.g. '1000full', '' when down */
  speed: Type.String(),
  vlan: Type.Integer(),
  /** PoE state, e.g. 'Delivering 6.4W', 'Searching', 'Disabled' (POE models only) */
  poe: Type.Optional(Type.String()),
});
export const FortilanRadio = Type.Object({
  radio: Type.String(),
  band: Type.String(),
  channel: Type.Integer(),
  /** dBm */
  txPower: Type.Integer(),
  clients: Type.Integer(),
  status: UpDown,
});
/** fortilan: spec 000 Switch/AP fields; switches fill ports, access points fill radios. */
export const FortilanResult = Type.Object({
  ...statusBase,
  deviceType: Type.Union([Type.Literal('FortiSwitch'), Type.Literal('FortiAP')]),
  name: Type.String(),
  model: Type.String(),
  /** 'Connected' / 'Disconnected' as the FortiGate controller reports it */
  status: Type.String(),
  serial: Type.String(),
  localIp: Type.String(),
  remoteIp: Type.String(),
  mac: Type.String(),
  /** unix seconds of the controller connection; null when disconnected */
  connectTime: Nullable(Type.Integer()),
  osVer: Type.String(),
  firmwareStatus: Type.String(),
  /** percent */
  cpuUsage: Nullable(Type.Number()),
  /** percent */
  memoryUsage: Nullable(Type.Number()),
  /** °C */
  pcbTemp: Nullable(Type.Number()),
  ports: Type.Array(FortilanPort),
  radios: Type.Array(FortilanRadio),
});
export type FortilanResult = Static<typeof FortilanResult>;

/** hughesApe: Hughes Active Power Edge (HS54), four outlets; the reset form reads outlets[]. */
export const HughesApeOutlet = Type.Object({ outlet_number: Type.Integer(), name: Type.String(), status: OnOff });
export const HughesApeResult = Type.Object({
  ...statusBase,
  model: Type.String(),
  serialNumber: Type.String(),
  firmwareVersion: Type.String(),
  status: Type.Union([Type.Literal('Online'), Type.Literal('Offline')]),
  /** volts at the power inlet; null when offline */
  inputVoltage: Nullable(Type.Number()),
  outlets: Type.Array(HughesApeOutlet),
});
export type HughesApeResult = Static<typeof HughesApeResult>;

/** One WAN uplink of a Cradlepoint (spec 000 Uplink); cellular ones add apn, iccid and signal. */
export const Uplink = Type.Object({
  interface: Type.String(),
  type: Type.Union([Type.Literal('ethernet'), Type.Literal('lte')]),
  gateway: Type.String(),
  ip: Type.String(),
  ipAssignedBy: Type.String(),
  publicIp: Type.String(),
  DNS: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('connected'), Type.Literal('disconnected'), Type.Literal('standby')]),
  apn: Type.Optional(Type.String()),
  iccid: Type.Optional(Type.String()),
  carrier: Type.Optional(Type.String()),
  /** dBm */
  rssi: Type.Optional(Type.Number()),
  /** dBm */
  rsrp: Type.Optional(Type.Number()),
  /** dB */
  rsrq: Type.Optional(Type.Number()),
  /** dB */
  sinr: Type.Optional(Type.Number()),
  /** 0..100 bars as percent */
  signalStrength: Type.Optional(Type.Integer()),
});
/** cradlepoint (pingEcm): ECM device details, uplinks grid and last GPS fix. */
export const CradlepointResult = Type.Object({
  ...statusBase,
  device: Type.Object({
    name: Type.String(),
    productName: Type.String(),
    serialNumber: Type.String(),
    mac: Type.String(),
    firmwareVersion: Type.String(),
    state: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
    /** ISO time */
    lastContact: Type.String(),
  }),
  uplinks: Type.Array(Uplink),
  location: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number(), accuracy: Type.Number(), updatedAt: Type.String() })),
});
export type CradlepointResult = Static<typeof CradlepointResult>;

/** awms (HDSM media players / displays): the media-management server's view of the player. */
export const AwmsResult = Type.Object({
  ...statusBase,
  player: Type.Object({
    name: Type.String(),
    model: Type.String(),
    serialNumber: Type.String(),
    status: Type.Union([Type.Literal('Online'), Type.Literal('Offline')]),
    osVersion: Type.String(),
    appVersion: Type.String(),
    /** ISO time */
    lastCheckIn: Type.String(),
    currentPlaylist: Nullable(Type.String()),
    storageFreeMb: Nullable(Type.Integer()),
    displayPower: Type.Union([Type.Literal('on'), Type.Literal('off'), Type.Literal('unknown')]),
  }),
});
export type AwmsResult = Static<typeof AwmsResult>;

/** A Wattbox outlet. current and voltage are in TENTHS (A x10, V x10): the UI divides by 10. */
export const WattboxOutlet = Type.Object({
  number: Type.Integer(),
  name: Type.String(),
  status: OnOff,
  /** tenths of an ampere: 12 means 1.2 A */
  current: Type.Integer(),
  /** tenths of a volt: 1201 means 120.1 V */
  voltage: Type.Integer(),
});
/** wattbox (OVRC): WB-800-IPVM-6 has 6 outlets, WB-250-IP-3 has 3. */
export const WattboxResult = Type.Object({
  ...statusBase,
  model: Type.String(),
  serialNumber: Type.String(),
  firmwareVersion: Type.String(),
  status: Type.Union([Type.Literal('Online'), Type.Literal('Offline')]),
  outlets: Type.Array(WattboxOutlet),
});
export type WattboxResult = Static<typeof WattboxResult>;

/** switch (Cisco pingInterfaces): switch details and its ports (spec 001 switch row fields). */
export const SwitchResult = Type.Object({
  ...statusBase,
  details: Type.Object({
    hostname: Type.String(),
    model: Type.String(),
    serialNumber: Type.String(),
    iosVersion: Type.String(),
    managementIp: Type.String(),
    status: UpDown,
    uptime: Nullable(Type.Integer()),
  }),
  ports: Type.Array(
    Type.Object({
      interface: Type.String(),
      description: Type.String(),
      status: Type.Union([Type.Literal('connected'), Type.Literal('notconnect'), Type.Literal('disabled')]),
      vlan: Type.Integer(),
      speed: Type.String(),
      duplex: Type.String(),
      /** learned MAC on the port, null when nothing is attached */
      mac: Nullable(Type.String()),
      vendor: Nullable(Type.String()),
    }),
  ),
});
export type SwitchResult = Static<typeof SwitchResult>;
