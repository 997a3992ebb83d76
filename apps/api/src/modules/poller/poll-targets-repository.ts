import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Dotted-quad management addresses; resolveSnmpTarget checks each again with node:net. */
const IPV4 = '^[0-9]{1,3}([.][0-9]{1,3}){3}$';

/**
 * Keeps poll_targets in step with the fleet: a row for every device with an IPv4 management IP
 * (due at once when new), none for the others. Deleted devices go by the foreign key's cascade.
 */
export async function syncPollTargets(db: Kysely<DB>, now: number): Promise<{ added: number; removed: number }> {
  const added = await sql`
    INSERT INTO poll_targets (device_name, next_poll_at)
    SELECT d.name, ${now}::bigint FROM devices d
    WHERE d.management_ip ~ ${IPV4} AND NOT EXISTS (SELECT 1 FROM poll_targets p WHERE p.device_name = d.name)
    ON CONFLICT (device_name) DO NOTHING`.execute(db);
  const removed = await sql`
    DELETE FROM poll_targets p USING devices d
    WHERE d.name = p.device_name AND (d.management_ip IS NULL OR d.management_ip !~ ${IPV4})`.execute(db);
  return { added: Number(added.numAffectedRows ?? 0), removed: Number(removed.numAffectedRows ?? 0) };
}

export interface ClaimedTarget {
  deviceName: string;
  managementIp: string;
  /** What the last poll found (null = never polled): transitions raise or clear 'Unreachable'. */
  reachable: boolean | null;
  /** The last poll's error: a credential error's transitions raise or clear 'SnmpCredentials'. */
  lastError: string | null;
}

/**
 * Claims up to `limit` due rows nobody holds, until now + leaseMs. SKIP LOCKED lets several
 * processes claim at once without waiting on (or taking) each other's rows; a process that dies
 * loses its rows when the lease runs out.
 */
export async function claimDueTargets(db: Kysely<DB>, pollerId: string, now: number, limit: number, leaseMs: number): Promise<ClaimedTarget[]> {
  const { rows } = await sql<{ device_name: string; management_ip: string; reachable: boolean | null; last_error: string | null }>`
    UPDATE poll_targets p SET claimed_by = ${pollerId}, claimed_until = ${now + leaseMs}::bigint
    FROM devices d
    WHERE d.name = p.device_name AND p.device_name IN (
      SELECT device_name FROM poll_targets
      WHERE next_poll_at <= ${now}::bigint AND (claimed_until IS NULL OR claimed_until < ${now}::bigint)
      ORDER BY next_poll_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING p.device_name, d.management_ip, p.reachable, p.last_error`.execute(db);
  return rows.map((r) => ({ deviceName: r.device_name, managementIp: r.management_ip, reachable: r.reachable, lastError: r.last_error }));
}

export interface PollRecord {
  deviceName: string;
  method: 'SNMP' | 'ICMP' | 'NONE';
  /** null when nothing was asked (no SNMP settings, ICMP off). */
  reachable: boolean | null;
  polledAt: number;
  durationMs: number;
  error: string | null;
  sysName: string | null;
  sysUptimeCs: number | null;
}

/** Records the polls, schedules the next one at claim time + interval, and releases the claims this process still holds. */
export async function finishPolls(db: Kysely<DB>, pollerId: string, records: PollRecord[], nextPollAt: number): Promise<void> {
  if (records.length === 0) return;
  const json = JSON.stringify(
    records.map((r) => ({
      device_name: r.deviceName,
      method: r.method,
      reachable: r.reachable,
      polled_at: r.polledAt,
      duration_ms: Math.round(r.durationMs),
      error: r.error,
      sys_name: r.sysName,
      sys_uptime_cs: r.sysUptimeCs,
    })),
  );
  await sql`
    UPDATE poll_targets p SET
      next_poll_at = ${nextPollAt}::bigint, claimed_by = NULL, claimed_until = NULL,
      method = x.method, last_polled_at = x.polled_at, last_polled_by = ${pollerId}, last_duration_ms = x.duration_ms,
      reachable = x.reachable, last_error = x.error,
      last_ok_at = CASE WHEN x.reachable THEN x.polled_at ELSE p.last_ok_at END,
      failures = CASE WHEN x.reachable IS FALSE THEN p.failures + 1 ELSE 0 END,
      sys_name = COALESCE(x.sys_name, p.sys_name), sys_uptime_cs = COALESCE(x.sys_uptime_cs, p.sys_uptime_cs)
    FROM json_to_recordset(${json}::json) AS x(device_name text, method text, reachable boolean, polled_at bigint, duration_ms int,
      error text, sys_name text, sys_uptime_cs bigint)
    WHERE p.device_name = x.device_name AND p.claimed_by = ${pollerId}`.execute(db);
}
