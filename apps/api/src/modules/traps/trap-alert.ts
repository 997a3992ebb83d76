import { OID, columnValue, type DecodedTrap } from './trap-decode';

/** What a trap means for its device: an interface going down or up, or any other event. */
export type TrapMeaning =
  | { kind: 'link'; up: boolean; ifIndex: number | null; ifName: string | undefined; ifDescr: string | undefined; adminDown: boolean }
  | { kind: 'event'; eventName: string; eventDisplayName: string; instance: string | undefined; severity: number };

/** Generic traps by their SNMPv2 OID: alert event name (CamelCase as 'LinkDown', 'Unreachable') and display name. */
const WELL_KNOWN: Record<string, [eventName: string, display: string]> = {
  [`${OID.genericTraps}.1`]: ['ColdStart', 'coldStart'],
  [`${OID.genericTraps}.2`]: ['WarmStart', 'warmStart'],
  [`${OID.genericTraps}.5`]: ['AuthenticationFailure', 'authenticationFailure'],
  [`${OID.genericTraps}.6`]: ['EgpNeighborLoss', 'egpNeighborLoss'],
};

/** Readable names of the varbinds an alert text lists most often. */
const VARBIND_NAMES: Array<[prefix: string, name: string]> = [
  [OID.ifIndex, 'ifIndex'],
  [OID.ifDescr, 'ifDescr'],
  ['1.3.6.1.2.1.2.2.1.3', 'ifType'],
  [OID.ifAdminStatus, 'ifAdminStatus'],
  [OID.ifOperStatus, 'ifOperStatus'],
  [OID.ifName, 'ifName'],
  ['1.3.6.1.2.1.31.1.1.1.18', 'ifAlias'],
  [OID.snmpTrapAddress.slice(0, -2), 'snmpTrapAddress'],
  ['1.3.6.1.6.3.18.1.4', 'snmpTrapCommunity'],
  ['1.3.6.1.6.3.1.1.4.3', 'snmpTrapEnterprise'],
];

/** Event name of traps outside the table; the trap OID becomes the alert's instance, so each kind is its own alert. */
export const OTHER_TRAP_EVENT = 'SnmpTrap';
/** The source of every alert a trap raises (the sweeps clear only these). */
export const TRAP_SOURCE = 'TRAP';
export const LINK_EVENT = 'LinkDown';
export const LINK_SEVERITY = 2;
export const OTHER_SEVERITY = 3;
const TEXT_MAX = 1000;

export function trapMeaning(trap: DecodedTrap): TrapMeaning {
  if (trap.trapOid === OID.linkDown || trap.trapOid === OID.linkUp) {
    const idx = columnValue(trap, OID.ifIndex);
    // ifIndex.N's value is N; when an agent sends only ifDescr.N or ifOperStatus.N, N is the index.
    const ref = idx ?? columnValue(trap, OID.ifDescr) ?? columnValue(trap, OID.ifOperStatus) ?? columnValue(trap, OID.ifName);
    const n = Number(idx ? idx.value : ref?.index);
    const str = (c: string) => {
      const v = columnValue(trap, c)?.value;
      return v === undefined || v === '' ? undefined : String(v);
    };
    return {
      kind: 'link',
      up: trap.trapOid === OID.linkUp,
      ifIndex: Number.isInteger(n) && n > 0 ? n : null,
      ifName: str(OID.ifName),
      ifDescr: str(OID.ifDescr),
      // ifAdminStatus 2 = down: the interface was shut on purpose, which is no fault.
      adminDown: Number(columnValue(trap, OID.ifAdminStatus)?.value) === 2,
    };
  }
  const known = WELL_KNOWN[trap.trapOid];
  return known
    ? { kind: 'event', eventName: known[0], eventDisplayName: known[1], instance: undefined, severity: OTHER_SEVERITY }
    : { kind: 'event', eventName: OTHER_TRAP_EVENT, eventDisplayName: `SNMP trap ${trap.trapOid}`, instance: trap.trapOid, severity: OTHER_SEVERITY };
}

function varbindName(oid: string): string {
  for (const [prefix, name] of VARBIND_NAMES) if (oid === prefix || oid.startsWith(`${prefix}.`)) return `${name}${oid.slice(prefix.length)}`;
  return oid;
}

/** The varbinds as `name=value` pairs, bounded so one chatty agent cannot fill a row. */
export function varbindText(trap: DecodedTrap): string {
  const text = trap.varbinds.map((vb) => `${varbindName(vb.oid)}=${vb.value}`).join(', ');
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

/** The interface alert's instance: the poller's convention (ifName when known, else `ifIndex N`). */
export function interfaceInstance(ifName: string | undefined, ifIndex: number | null): string | undefined {
  if (ifName) return ifName;
  return ifIndex === null ? undefined : `ifIndex ${ifIndex}`;
}
