import { snmpGet, walkInterfaces, type SnmpInterface, type SnmpOptions } from '../snmp/snmp-client';
import type { SnmpTarget } from '../snmp/snmp-target';

export const SYS_UPTIME = '1.3.6.1.2.1.1.3.0';
export const SYS_NAME = '1.3.6.1.2.1.1.5.0';

export interface SnmpPoll {
  reachable: boolean;
  sysName: string | null;
  sysUptimeCs: number | null;
  /** undefined when the device did not answer or the walk failed (its stored rows stay). */
  interfaces?: SnmpInterface[];
  error: string | null;
  durationMs: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** sysUpTime + sysName decide reachability and identity; a reachable device's interfaces are walked next. */
export async function pollSnmp(target: SnmpTarget, opts: SnmpOptions): Promise<SnmpPoll> {
  const started = performance.now();
  const done = (p: Omit<SnmpPoll, 'durationMs'>): SnmpPoll => ({ ...p, durationMs: performance.now() - started });
  let sysName: string | null;
  let sysUptimeCs: number | null;
  try {
    const [uptime, name] = await snmpGet(target, [SYS_UPTIME, SYS_NAME], opts);
    sysUptimeCs = typeof uptime.value === 'number' ? uptime.value : null;
    sysName = name.value === null || name.value === undefined ? null : String(name.value);
  } catch (err) {
    return done({ reachable: false, sysName: null, sysUptimeCs: null, error: message(err) });
  }
  try {
    const interfaces = await walkInterfaces(target, opts);
    return done({ reachable: true, sysName, sysUptimeCs, interfaces, error: null });
  } catch (err) {
    return done({ reachable: true, sysName, sysUptimeCs, error: `interface walk: ${message(err)}` });
  }
}
