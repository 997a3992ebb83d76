import type { IngestError } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { knownCredentials, type SnmpSetting } from '../fleet';

/** A row's SNMP settings: '' or null credential removes them; a port alone keeps the credential; neither = undefined. */
export function snmpOf(values: ReadonlyMap<string, unknown>): SnmpSetting | null | undefined {
  const hasCred = values.has('snmpCredential');
  const cred = values.get('snmpCredential') as string | null | undefined;
  if (hasCred && (cred === null || cred === '')) return null;
  if (!hasCred && !values.has('snmpPort')) return undefined;
  return { ...(hasCred ? { credential: cred as string } : {}), ...(values.has('snmpPort') ? { port: values.get('snmpPort') as number | null } : {}) };
}

/** Why the row's snmpPort cannot be stored, or undefined. */
export function snmpPortProblem(values: ReadonlyMap<string, unknown>): string | undefined {
  const port = values.get('snmpPort') as number | null | undefined;
  return port !== undefined && port !== null && (port < 1 || port > 65535) ? 'snmpPort must be between 1 and 65535' : undefined;
}

export interface SnmpRow {
  line: number;
  snmp?: SnmpSetting | null;
}

/**
 * Rejects rows whose SNMP settings name no stored credential, or set a port alone where there
 * are no settings of its own to change (`configured` says which rows have them). Runs against
 * the database inside the call's transaction.
 */
export async function rejectBadSnmp<R extends SnmpRow>(
  db: Kysely<DB>,
  rows: readonly R[],
  configured: (portOnly: R[]) => Promise<(r: R) => boolean>,
  noun: string,
): Promise<{ good: R[]; errors: IngestError[] }> {
  const creds = await knownCredentials(db, [...new Set(rows.flatMap((r) => (r.snmp?.credential ? [r.snmp.credential] : [])))]);
  const has = await configured(rows.filter((r) => r.snmp && r.snmp.credential === undefined));
  const good: R[] = [];
  const errors: IngestError[] = [];
  for (const r of rows) {
    if (r.snmp?.credential !== undefined && !creds.has(r.snmp.credential)) {
      errors.push({ line: r.line, field: 'snmpCredential', message: `no SNMP credential named ${r.snmp.credential}` });
    } else if (r.snmp && r.snmp.credential === undefined && !has(r)) {
      errors.push({ line: r.line, field: 'snmpPort', message: `snmpPort needs snmpCredential: the ${noun} has no SNMP settings of its own` });
    } else good.push(r);
  }
  return { good, errors };
}
