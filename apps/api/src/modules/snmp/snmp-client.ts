import snmp, { type Session, type SnmpTable, type Varbind } from 'net-snmp';
import { bulkColumns } from './bulk-columns';
import {
  HR_PROCESSOR_COLUMNS,
  HR_PROCESSOR_TABLE,
  HR_STORAGE_COLUMNS,
  HR_STORAGE_TABLE,
  UCD_CPU_OIDS,
  decodeHostResources,
  type HostResources,
} from './host-resources';
import {
  ARP_COLUMNS,
  ARP_TABLE,
  decodeArp,
  decodeInterfaces,
  IF_COLUMNS,
  IF_TABLE,
  IFX_COLUMNS,
  IFX_TABLE,
  type SnmpArpEntry,
  type SnmpInterface,
} from './snmp-rows';
import type { SnmpTarget } from './snmp-target';

export type { SnmpArpEntry, SnmpInterface } from './snmp-rows';
export type { HostResources } from './host-resources';

export interface SnmpOptions {
  timeoutMs: number;
  retries: number;
}

/** One value of a get: null when the agent has no such object (noSuchObject, noSuchInstance...). */
export interface SnmpValue {
  oid: string;
  value: unknown;
}

function openSession(target: SnmpTarget, opts: SnmpOptions): Session {
  const options = { port: target.port, timeout: opts.timeoutMs, retries: opts.retries, transport: 'udp4' as const };
  if (target.version === '3' && target.user) {
    const u = target.user;
    return snmp.createV3Session(
      target.host,
      {
        name: u.name,
        level: snmp.SecurityLevel[u.level],
        authProtocol: u.authProtocol ? snmp.AuthProtocols[u.authProtocol] : undefined,
        authKey: u.authKey,
        privProtocol: u.privProtocol ? snmp.PrivProtocols[u.privProtocol] : undefined,
        privKey: u.privKey,
      },
      { ...options, version: snmp.Version3 },
    );
  }
  return snmp.createSession(target.host, target.community ?? 'public', { ...options, version: snmp.Version2c });
}

/** Runs `fn` on a fresh session and always closes it; a socket error fails the call instead of the process. */
export async function withSession<T>(target: SnmpTarget, opts: SnmpOptions, fn: (s: Session) => Promise<T>): Promise<T> {
  const session = openSession(target, opts);
  let socketError: ((err: Error) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    socketError = reject;
  });
  session.on('error', (err) => socketError?.(err));
  try {
    return await Promise.race([fn(session), failed]);
  } finally {
    session.close();
  }
}

/** GET of `oids` (at most a few dozen: one PDU). Times out per `timeoutMs` x (1 + retries). */
export function snmpGet(target: SnmpTarget, oids: string[], opts: SnmpOptions): Promise<SnmpValue[]> {
  return withSession(
    target,
    opts,
    (s) =>
      new Promise((resolve, reject) => {
        s.get(oids, (err, varbinds: Varbind[]) => {
          if (err) return reject(err);
          resolve(varbinds.map((vb) => ({ oid: vb.oid, value: snmp.isVarbindError(vb) ? null : vb.value })));
        });
      }),
  );
}

/** Some columns of a conceptual table (`tableOid` is the table, e.g. ifTable 1.3.6.1.2.1.2.2, not its entry). */
export function snmpTableColumns(target: SnmpTarget, tableOid: string, columns: number[], opts: SnmpOptions, session?: Session): Promise<SnmpTable> {
  const run = async (s: Session) => (await bulkColumns(s, [{ tableOid, columns }]))[0];
  return session ? run(session) : withSession(target, opts, run);
}

/** ifTable + ifXTable of the device, walked together (an agent without ifXTable answers ifTable alone). */
export function walkInterfaces(target: SnmpTarget, opts: SnmpOptions): Promise<SnmpInterface[]> {
  return withSession(target, opts, async (s) => {
    const [ifTable, ifXTable] = await bulkColumns(s, [
      { tableOid: IF_TABLE, columns: IF_COLUMNS },
      { tableOid: IFX_TABLE, columns: IFX_COLUMNS },
    ]);
    return decodeInterfaces(ifTable, ifXTable);
  });
}

/**
 * What the poller reads after its sysUpTime get, on one session: the interfaces with their
 * counters, HOST-RESOURCES-MIB processors and storage, and net-snmp's raw CPU ticks. Tables the
 * agent lacks come back empty, so a router without HOST-RESOURCES-MIB still answers its interfaces.
 */
export function walkPollTables(target: SnmpTarget, opts: SnmpOptions): Promise<{ interfaces: SnmpInterface[]; host: HostResources }> {
  return withSession(target, opts, async (s) => {
    const [ifTable, ifXTable, processors, storage] = await bulkColumns(s, [
      { tableOid: IF_TABLE, columns: IF_COLUMNS },
      { tableOid: IFX_TABLE, columns: IFX_COLUMNS },
      { tableOid: HR_PROCESSOR_TABLE, columns: HR_PROCESSOR_COLUMNS },
      { tableOid: HR_STORAGE_TABLE, columns: HR_STORAGE_COLUMNS },
    ]);
    const ucd = await new Promise<unknown[]>((resolve) => {
      s.get(UCD_CPU_OIDS, (err, varbinds: Varbind[]) =>
        resolve(err ? UCD_CPU_OIDS.map(() => null) : varbinds.map((vb) => (snmp.isVarbindError(vb) ? null : vb.value))),
      );
    });
    return { interfaces: decodeInterfaces(ifTable, ifXTable), host: decodeHostResources(processors, storage, ucd) };
  });
}

/** The device's ARP cache (ipNetToMediaTable). */
export function walkArp(target: SnmpTarget, opts: SnmpOptions): Promise<SnmpArpEntry[]> {
  return withSession(target, opts, async (s) => decodeArp((await bulkColumns(s, [{ tableOid: ARP_TABLE, columns: ARP_COLUMNS }]))[0]));
}
