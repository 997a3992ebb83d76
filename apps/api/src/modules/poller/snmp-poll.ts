import { snmpGet, walkPollTables, type HostResources, type SnmpInterface, type SnmpOptions, type SnmpTarget } from '../snmp';
import { isCredentialError, snmpErrorKind, snmpErrorText, withoutPrivacy, type SnmpErrorKind } from './snmp-errors';

export const SYS_UPTIME = '1.3.6.1.2.1.1.3.0';
export const SYS_NAME = '1.3.6.1.2.1.1.5.0';

export interface SnmpPoll {
  reachable: boolean;
  sysName: string | null;
  sysUptimeCs: number | null;
  /** undefined when the device did not answer or the walk failed (its stored rows stay). */
  interfaces?: SnmpInterface[];
  /** CPU, memory and disks, when the walk answered (empty figures for an agent without the MIBs). */
  host?: HostResources;
  error: string | null;
  /** The agent answered but refused the credentials (auth or privacy): a credential alert, not Unreachable. */
  credentialError?: boolean;
  durationMs: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A v3 authPriv target that timed out is asked once more without privacy: any answer (even a
 * refusal) means the agent is there and could not read the encrypted request.
 */
async function privacyOrTimeout(target: SnmpTarget, opts: SnmpOptions): Promise<SnmpErrorKind> {
  const plain = withoutPrivacy(target);
  if (!plain) return 'timeout';
  try {
    await snmpGet(plain, [SYS_UPTIME], { ...opts, retries: 0 });
    return 'privacy';
  } catch (err) {
    return snmpErrorKind(err) === 'timeout' ? 'timeout' : 'privacy';
  }
}

/** sysUpTime + sysName decide reachability and identity; a reachable device's interfaces and host resources are walked next. */
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
    let kind = snmpErrorKind(err);
    if (kind === 'timeout') kind = await privacyOrTimeout(target, opts);
    // An agent refusing the credentials is there: reachable, with a credential error instead of data.
    const refused = isCredentialError(kind);
    return done({ reachable: refused, sysName: null, sysUptimeCs: null, error: snmpErrorText(kind, err), credentialError: refused });
  }
  try {
    const { interfaces, host } = await walkPollTables(target, opts);
    return done({ reachable: true, sysName, sysUptimeCs, interfaces, host, error: null });
  } catch (err) {
    return done({ reachable: true, sysName, sysUptimeCs, error: `interface walk: ${message(err)}` });
  }
}
