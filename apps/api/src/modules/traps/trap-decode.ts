import { isIPv4 } from 'node:net';

/** What net-snmp's receiver hands over for one trap or inform (only the parts read here). */
export interface RawNotification {
  pdu: {
    type: number;
    community?: string;
    user?: string;
    varbinds: Array<{ oid: string; type: number; value: unknown }>;
    /** SNMPv1 Trap-PDU fields. */
    enterprise?: string;
    agentAddr?: string;
    generic?: number;
    specific?: number;
  };
  rinfo: { address: string; port: number };
}

export interface TrapVarbind {
  oid: string;
  value: string | number;
}

export interface DecodedTrap {
  kind: 'v1-trap' | 'v2-trap' | 'inform';
  /** The UDP sender. */
  from: string;
  /** The device the trap is about: snmpTrapAddress.0, else a v1 agent-addr, else the sender. */
  source: string;
  trapOid: string;
  community: string | undefined;
  /** Every varbind but sysUpTime.0 and snmpTrapOID.0. */
  varbinds: TrapVarbind[];
}

export const OID = {
  sysUpTime: '1.3.6.1.2.1.1.3.0',
  snmpTrapOID: '1.3.6.1.6.3.1.1.4.1.0',
  snmpTrapAddress: '1.3.6.1.6.3.18.1.3.0',
  /** The generic traps of SNMPv2-MIB / IF-MIB: coldStart is .1 ... egpNeighborLoss .6. */
  genericTraps: '1.3.6.1.6.3.1.1.5',
  linkDown: '1.3.6.1.6.3.1.1.5.3',
  linkUp: '1.3.6.1.6.3.1.1.5.4',
  ifIndex: '1.3.6.1.2.1.2.2.1.1',
  ifDescr: '1.3.6.1.2.1.2.2.1.2',
  ifAdminStatus: '1.3.6.1.2.1.2.2.1.7',
  ifOperStatus: '1.3.6.1.2.1.2.2.1.8',
  ifName: '1.3.6.1.2.1.31.1.1.1.1',
} as const;

const PDU_TRAP_V1 = 164;
const PDU_INFORM = 166;
const TYPE_OCTET_STRING = 4;

/** An OCTET STRING as text when it is printable, else as colon-separated hex (a MAC address). */
function octets(b: Buffer): string {
  const text = b.toString('utf8');
  return /^[\x20-\x7e\t\r\n]*$/.test(text) ? text.replace(/\0+$/, '') : [...b].map((x) => x.toString(16).padStart(2, '0')).join(':');
}

export function varbindValue(type: number, value: unknown): string | number {
  if (Buffer.isBuffer(value)) {
    // Counter64 arrives as 8 big-endian bytes.
    return type === TYPE_OCTET_STRING
      ? octets(value)
      : value.length <= 8
        ? Number(value.reduce((n, x) => (n << 8n) | BigInt(x), 0n))
        : value.toString('hex');
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  return value == null ? '' : String(value);
}

/**
 * The trap's identity and varbinds, whatever the version: an SNMPv1 Trap-PDU is mapped to its
 * SNMPv2 trap OID as RFC 3584 section 3.1 says (generic n -> snmpTraps.(n+1); enterprise-specific
 * -> enterprise.0.specific), so the rest of the receiver knows one form.
 */
export function decodeTrap(n: RawNotification): DecodedTrap {
  const from = n.rinfo.address;
  const all = n.pdu.varbinds.map((vb) => ({ oid: vb.oid, value: varbindValue(vb.type, vb.value) }));
  const get = (oid: string) => all.find((vb) => vb.oid === oid)?.value;
  let trapOid: string;
  let agentAddr: string | undefined;
  if (n.pdu.type === PDU_TRAP_V1) {
    const generic = n.pdu.generic ?? 6;
    trapOid = generic < 6 ? `${OID.genericTraps}.${generic + 1}` : `${n.pdu.enterprise ?? ''}.0.${n.pdu.specific ?? 0}`;
    agentAddr = n.pdu.agentAddr;
  } else {
    const oid = get(OID.snmpTrapOID);
    if (typeof oid !== 'string' || !/^\d+(\.\d+)+$/.test(oid)) throw new Error(`trap from ${from} has no snmpTrapOID.0 varbind`);
    trapOid = oid;
  }
  const trapAddress = get(OID.snmpTrapAddress);
  const pick = (a: unknown) => (typeof a === 'string' && isIPv4(a) && a !== '0.0.0.0' ? a : undefined);
  return {
    kind: n.pdu.type === PDU_TRAP_V1 ? 'v1-trap' : n.pdu.type === PDU_INFORM ? 'inform' : 'v2-trap',
    from,
    source: pick(trapAddress) ?? pick(agentAddr) ?? from,
    trapOid,
    community: n.pdu.community,
    varbinds: all.filter((vb) => vb.oid !== OID.sysUpTime && vb.oid !== OID.snmpTrapOID),
  };
}

/** The varbind whose OID is `column`.<index>, with that index (e.g. ifIndex.2 = 2). */
export function columnValue(trap: DecodedTrap, column: string): { index: string; value: string | number } | undefined {
  const vb = trap.varbinds.find((v) => v.oid.startsWith(`${column}.`));
  return vb ? { index: vb.oid.slice(column.length + 1), value: vb.value } : undefined;
}
