import type { SnmpCredentialInput, SnmpCredentialsPutAnswer, SnmpCredentialSummary } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { inTransaction } from '../fleet';
import { deleteCredential, listCredentials, upsertCredentials, type CredentialRow } from './credential-repository';
import { sealSecret, snmpSecretKey } from './secret-box';
import type { SnmpSecret, SnmpUser } from './snmp-target';

/** net-snmp and RFC 3414 agents refuse passphrases under 8 characters; say so before a device does. */
const MIN_KEY = 8;

type Fault = { field: string; message: string };

/** The first rule a credential breaks, naming its field; undefined when it is whole. */
export function credentialFault(c: SnmpCredentialInput): Fault | undefined {
  const present = (k: keyof SnmpCredentialInput) => c[k] !== undefined;
  const v3Only = ['user', 'level', 'authProtocol', 'authKey', 'privProtocol', 'privKey'] as const;
  if (c.version === '2c') {
    if (!present('community')) return { field: 'community', message: 'is required for version 2c' };
    const extra = v3Only.find(present);
    return extra ? { field: extra, message: 'is a version 3 setting; version 2c takes only community' } : undefined;
  }
  if (present('community')) return { field: 'community', message: 'is a version 2c setting; version 3 takes user, level and keys' };
  if (!present('user')) return { field: 'user', message: 'is required for version 3' };
  if (!present('level')) return { field: 'level', message: 'is required for version 3 (noAuthNoPriv, authNoPriv or authPriv)' };
  const needs: Array<keyof SnmpCredentialInput> =
    c.level === 'authPriv' ? ['authProtocol', 'authKey', 'privProtocol', 'privKey'] : c.level === 'authNoPriv' ? ['authProtocol', 'authKey'] : [];
  const missing = needs.find((k) => !present(k));
  if (missing) return { field: missing, message: `is required at level ${c.level}` };
  const unused = (['authProtocol', 'authKey', 'privProtocol', 'privKey'] as const).find((k) => present(k) && !needs.includes(k));
  if (unused) return { field: unused, message: `is not used at level ${c.level}` };
  const short = (['authKey', 'privKey'] as const).find((k) => present(k) && c[k]!.length < MIN_KEY);
  return short ? { field: short, message: `must be at least ${MIN_KEY} characters` } : undefined;
}

function secretOf(c: SnmpCredentialInput): SnmpSecret {
  if (c.version === '2c') return { community: c.community! };
  const user: SnmpUser = { name: c.user!, level: c.level! };
  if (c.authProtocol) Object.assign(user, { authProtocol: c.authProtocol, authKey: c.authKey });
  if (c.privProtocol) Object.assign(user, { privProtocol: c.privProtocol, privKey: c.privKey });
  return user;
}

/** Checks every credential first (a 400 names `[i].field`), then upserts them all in one transaction, audited. */
export async function putCredentials(
  db: Kysely<DB>,
  body: SnmpCredentialInput[],
  actor: AuditActor,
  secretKey: string | undefined,
): Promise<SnmpCredentialsPutAnswer> {
  const seen = new Set<string>();
  body.forEach((c, i) => {
    if (seen.has(c.name)) throw badRequest(`body/${i}/name ${c.name} appears twice in the call`);
    seen.add(c.name);
    const fault = credentialFault(c);
    if (fault) throw badRequest(`body/${i}/${fault.field} ${fault.message}`);
  });
  const key = await snmpSecretKey(db, secretKey);
  const rows: CredentialRow[] = body.map((c) => ({
    name: c.name,
    version: c.version,
    level: c.level ?? null,
    userName: c.user ?? null,
    secret: sealSecret(key, secretOf(c)),
  }));
  const at = Date.now();
  return inTransaction(db, async (tx) => {
    const counts = await upsertCredentials(tx, rows, at, actor.name);
    await recordAudit(tx, {
      actor,
      action: 'snmp-credentials.put',
      deviceNames: [],
      outcome: 'success',
      at,
      detail: { names: body.map((c) => c.name), ...counts },
    });
    return counts;
  });
}

export function getCredentials(db: Kysely<DB>): Promise<SnmpCredentialSummary[]> {
  return listCredentials(db);
}

/** 404 unknown, 409 while a device or group still names it (the message says how many). */
export async function removeCredential(db: Kysely<DB>, name: string, actor: AuditActor): Promise<SnmpCredentialSummary> {
  const [before] = await listCredentials(db, name);
  if (!before) throw notFound(`No SNMP credential named ${name}`);
  const inUse = () => conflict(`SNMP credential ${name} is in use by ${before.deviceCount} device(s) and ${before.groups.length} group(s)`);
  if (before.deviceCount > 0 || before.groups.length > 0) throw inUse();
  let outcome: Awaited<ReturnType<typeof deleteCredential>>;
  try {
    outcome = await deleteCredential(db, name);
  } catch (err) {
    // A device or group took it up between the check and the delete: the foreign key says so.
    if ((err as { code?: string }).code === '23503') throw inUse();
    throw err;
  }
  if (outcome === 'missing') throw notFound(`No SNMP credential named ${name}`);
  if (outcome === 'in-use') throw inUse();
  await recordAudit(db, { actor, action: 'snmp-credentials.delete', deviceNames: [], outcome: 'success', detail: { name } });
  return before;
}
