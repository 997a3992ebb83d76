import type { SnmpTable } from 'net-snmp';

/** One row of ifTable joined with ifXTable, decoded. */
export interface SnmpInterface {
  ifIndex: number;
  /** ifName (ifXTable), else `ifIndex N`: the name alerts use as their instance (traps look it up by ifIndex). */
  name: string;
  descr: string;
  alias: string;
  type: number | null;
  mtu: number | null;
  /** ifHighSpeed when the agent has it, else ifSpeed / 1e6. */
  speedMbps: number | null;
  /** aa:bb:cc:dd:ee:ff, '' when the interface has none. */
  physAddress: string;
  /** 1 up, 2 down, 3 testing (ifAdminStatus). */
  adminStatus: number | null;
  /** 1 up, 2 down, 3 testing, 4 unknown, 5 dormant, 6 notPresent, 7 lowerLayerDown (ifOperStatus). */
  operStatus: number | null;
  /** sysUpTime (centiseconds) at the last change of operStatus. */
  lastChangeCs: number | null;
  /** Decimal strings: the 64-bit counters outgrow a JavaScript number. */
  inOctets: string | null;
  outOctets: string | null;
  /** ifInErrors, ifOutErrors, ifInDiscards, ifOutDiscards (Counter32), decimal strings. */
  inErrors: string | null;
  outErrors: string | null;
  inDiscards: string | null;
  outDiscards: string | null;
}

/** One row of ipNetToMediaTable. */
export interface SnmpArpEntry {
  ifIndex: number;
  /** aa:bb:cc:dd:ee:ff */
  physAddress: string;
  netAddress: string;
  /** 1 other, 2 invalid, 3 dynamic, 4 static. */
  type: number | null;
}

export const IF_TABLE = '1.3.6.1.2.1.2.2';
export const IF_COLUMNS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 16, 19, 20];
export const IFX_TABLE = '1.3.6.1.2.1.31.1.1';
export const IFX_COLUMNS = [1, 6, 10, 15, 18];
export const ARP_TABLE = '1.3.6.1.2.1.4.22';
export const ARP_COLUMNS = [1, 2, 3, 4];

const text = (v: unknown): string => (Buffer.isBuffer(v) ? v.toString('utf8') : v === undefined || v === null ? '' : String(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function macOf(v: unknown): string {
  if (!Buffer.isBuffer(v) || v.length === 0) return '';
  return [...v].map((b) => b.toString(16).padStart(2, '0')).join(':');
}

/** Counter32 arrives as a number, Counter64 as a big-endian Buffer. */
export function counterOf(v: unknown): string | null {
  if (typeof v === 'number') return String(v);
  if (Buffer.isBuffer(v)) return v.length === 0 ? '0' : BigInt(`0x${v.toString('hex')}`).toString();
  return null;
}

/** Interfaces in ifIndex order from the ifTable and ifXTable column walks. */
export function decodeInterfaces(ifTable: SnmpTable, ifXTable: SnmpTable): SnmpInterface[] {
  return Object.keys(ifTable)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b)
    .map((ifIndex) => {
      const r = ifTable[ifIndex];
      const x = ifXTable[ifIndex] ?? {};
      const descr = text(r[2]);
      const highSpeed = num(x[15]);
      const speed = num(r[5]);
      return {
        ifIndex,
        name: text(x[1]) || `ifIndex ${ifIndex}`,
        descr,
        alias: text(x[18]),
        type: num(r[3]),
        mtu: num(r[4]),
        speedMbps: highSpeed ?? (speed === null ? null : Math.round(speed / 1e6)),
        physAddress: macOf(r[6]),
        adminStatus: num(r[7]),
        operStatus: num(r[8]),
        lastChangeCs: num(r[9]),
        inOctets: counterOf(x[6]) ?? counterOf(r[10]),
        outOctets: counterOf(x[10]) ?? counterOf(r[16]),
        inDiscards: counterOf(r[13]),
        inErrors: counterOf(r[14]),
        outDiscards: counterOf(r[19]),
        outErrors: counterOf(r[20]),
      };
    });
}

/** ARP entries from the ipNetToMediaTable walk (rows keyed ifIndex.a.b.c.d). */
export function decodeArp(table: SnmpTable): SnmpArpEntry[] {
  return Object.entries(table)
    .map(([index, r]) => {
      const parts = index.split('.');
      return {
        ifIndex: num(r[1]) ?? Number(parts[0]),
        physAddress: macOf(r[2]),
        netAddress: text(r[3]) || parts.slice(1).join('.'),
        type: num(r[4]),
      };
    })
    .sort((a, b) => a.ifIndex - b.ifIndex || a.netAddress.localeCompare(b.netAddress, 'en', { numeric: true }));
}
