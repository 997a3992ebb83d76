import { Type, type Static } from 'typebox';
import { PingResult } from './action-schemas';
import { ErrorText, Nullable, UpDown } from './action-result-parts';

/** Results of the troubleshooting and command actions (spec 001 §2.4, §3 rows). */

/** pingIp: a ping from the device (router/modem) towards `ip`; ping_type is 'ip'. */
export const PingIpResult = Type.Object({ ...PingResult.properties, ip: Type.String() });
export type PingIpResult = Static<typeof PingIpResult>;

/** interfaceStatus: the card's columns are Description, Admin Status and Oper Status. */
export const InterfaceStatusRow = Type.Object({ interface: Type.String(), description: Type.String(), adminStatus: UpDown, operStatus: UpDown });
export const InterfaceStatusResult = Type.Object({ device_name: Type.String(), interfaces: Type.Array(InterfaceStatusRow), error: ErrorText });
export type InterfaceStatusResult = Static<typeof InterfaceStatusResult>;

/** arpCache: spec 001 ARP row (interface, ip, mac, vendor = OUI owner). */
export const ArpRow = Type.Object({ interface: Type.String(), ip: Type.String(), mac: Type.String(), vendor: Type.String() });
export type ArpRow = Static<typeof ArpRow>;
export const ArpCacheResult = Type.Object({ device_name: Type.String(), entries: Type.Array(ArpRow), error: ErrorText });
export type ArpCacheResult = Static<typeof ArpCacheResult>;

/** text (traceroute): the tool's output, shown pre-formatted. */
export const TextResult = Type.String();
export type TextResult = Static<typeof TextResult>;

/** clientSessions: FortiOS user-device fields (Meraki / AP clients use the same shape). */
export const ClientSession = Type.Object({
  mac: Type.String(),
  ipv4_address: Type.String(),
  hostname: Type.String(),
  hardware_vendor: Type.String(),
  os_name: Type.String(),
  detected_interface: Type.String(),
  /** SSID for wireless clients, null for wired ones. */
  ssid: Nullable(Type.String()),
  vlan: Type.Integer(),
  is_online: Type.Boolean(),
  /** unix seconds */
  last_seen: Type.Integer(),
  tx_bytes: Type.Integer(),
  rx_bytes: Type.Integer(),
});
export const ClientSessionsResult = Type.Object({ device_name: Type.String(), sessions: Type.Array(ClientSession), error: ErrorText });
export type ClientSessionsResult = Static<typeof ClientSessionsResult>;

/** backbones (getPepBackbones): the PEP backbone's TCP-acceleration connections. */
export const BackbonesResult = Type.Object({
  device_name: Type.String(),
  backbone: Type.Integer(),
  state: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]),
  peerIp: Type.String(),
  connections: Type.Array(
    Type.Object({
      id: Type.Integer(),
      state: Type.String(),
      localPort: Type.Integer(),
      remotePort: Type.Integer(),
      txBytes: Type.Integer(),
      rxBytes: Type.Integer(),
      rttMs: Nullable(Type.Number()),
    }),
  ),
  error: ErrorText,
});
export type BackbonesResult = Static<typeof BackbonesResult>;

/** hardNic: spec 001 NIC row (interface, admin, status) plus speed, duplex and MAC. */
export const HardNicRow = Type.Object({
  interface: Type.String(),
  admin: UpDown,
  status: UpDown,
  speed: Type.String(),
  duplex: Type.String(),
  mac: Type.String(),
});
export const HardNicResult = Type.Array(HardNicRow);
export type HardNicResult = Static<typeof HardNicResult>;

/** message: advanced and secure actions (reset, reboot, clear, VADB) say what happened. */
export const MessageResult = Type.Object({ message: Type.String(), status: Type.Union([Type.Literal('success'), Type.Literal('failure')]) });
export type MessageResult = Static<typeof MessageResult>;
