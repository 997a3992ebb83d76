import { Type, type Static, type TSchema } from 'typebox';
import { ArpRow } from '../actions/action-results-diagnostics';

/**
 * The Device Search diagnostic calls (spec 001 §7): GET action/device/{action}?device_name=...
 * Each answers `{ results: { data } }`, or `{ results: { note } }` when the device cannot run it
 * (the panel is then hidden). The switch call takes the switch's parent site (psiteid) as
 * device_name and answers `{ results: { data: { fsw_1_data, fsw_1_serial } } }`.
 */
export const DIAGNOSTIC_ACTIONS = [
  'getSysArp',
  'diagHardwareNicInfo',
  'diagSysLinkMonitor',
  'getIpsecTunnelList',
  'diagSwitchControllerDumpClient',
] as const;
export type DiagnosticAction = (typeof DIAGNOSTIC_ACTIONS)[number];

export const NicRow = Type.Object({ interface: Type.String(), admin: Type.String(), status: Type.String() });
export const LinkMonitorRow = Type.Object({ name: Type.String(), status: Type.String() });
export const IpsecRow = Type.Object({ name: Type.String(), status: Type.String(), ip: Type.String() });
export const SwitchRow = Type.Object({ interface: Type.String(), mac: Type.String(), vendor: Type.String(), vlan: Type.String() });
export type NicRow = Static<typeof NicRow>;
export type LinkMonitorRow = Static<typeof LinkMonitorRow>;
export type IpsecRow = Static<typeof IpsecRow>;
export type SwitchRow = Static<typeof SwitchRow>;
export const SwitchData = Type.Object({ fsw_1_data: Type.Array(SwitchRow), fsw_1_serial: Type.String() });
export type SwitchData = Static<typeof SwitchData>;

const answer = <T extends TSchema>(data: T) =>
  Type.Object({ results: Type.Object({ data: Type.Optional(data), note: Type.Optional(Type.String()) }) });

export const DIAGNOSTIC_ANSWERS = {
  getSysArp: answer(Type.Array(ArpRow)),
  diagHardwareNicInfo: answer(Type.Array(NicRow)),
  diagSysLinkMonitor: answer(Type.Array(LinkMonitorRow)),
  getIpsecTunnelList: answer(Type.Array(IpsecRow)),
  diagSwitchControllerDumpClient: answer(SwitchData),
} as const;

export interface DiagnosticAnswer<T> {
  results: { data?: T; note?: string };
}

/** Status colours of spec 001 §4: up/alive normal, down/dead critical, anything else unknown (raw text). */
export function diagnosticStatus(value: string | null | undefined): 'normal' | 'critical' | 'unknown' {
  const v = String(value ?? '').toLowerCase();
  if (v === 'up' || v === 'alive') return 'normal';
  if (v === 'down' || v === 'dead') return 'critical';
  return 'unknown';
}

/** The Switch panel rule (spec 001 §4): only a Switch with a parent site other than 'notset'. */
export const showsSwitchPanel = (d: { productCategory?: string | null; psiteid?: string | null }): boolean =>
  d.productCategory === 'Switch' && !!d.psiteid && d.psiteid !== 'notset';
