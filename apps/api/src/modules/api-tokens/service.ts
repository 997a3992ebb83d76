import type { ApiToken, CreateApiTokenBody, CreatedApiToken, UpdateApiTokenBody } from '@nms/contract';
import type { AccessConfig } from '../../access/access-config';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit';
import * as repo from './repository';
import type { Db } from './repository';
import { newTokenSecret } from './token-secret';

/**
 * API tokens' rules: who a token acts as, how long it may live, and that each write commits with
 * its audit entry (which names the token, never its secret).
 */
export interface Creator {
  actor: AuditActor;
  /** The creator's groups now: a personal token keeps them, narrowed by its scopes. */
  groups: string[];
}

const DAY_MS = 86_400_000;

/** Every token, or one person's personal tokens (`ownerSub`: what they may revoke themselves). */
export const listApiTokens = async (db: Db, ownerSub?: string) => {
  const data = await repo.listTokens(db, ownerSub);
  return { data, total: data.length };
};

/** A name is shown in lists and the audit trail: trimmed, and free of control characters. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('name: a token needs a name');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw badRequest('name: control characters are not allowed');
  return trimmed;
}

/** Absent or null: the longest lifetime; never beyond it, never already past at creation. */
function expiryOf(expiresAt: number | null | undefined, maxDays: number, now: number): number {
  const latest = now + maxDays * DAY_MS;
  if (expiresAt === undefined || expiresAt === null) return latest;
  if (expiresAt <= now) throw badRequest('expiresAt: must be in the future');
  if (expiresAt > latest) throw badRequest(`expiresAt: at most ${maxDays} days ahead (API_TOKEN_MAX_DAYS)`);
  return expiresAt;
}

const target = (t: Pick<ApiToken, 'id' | 'name'>) => `api-token:${t.id} ${t.name}`;

/** recordAudit with the audit trail's target and changes (typed loosely until the audit entry has both fields). */
function audit(db: Db, actor: AuditActor, action: string, token: ApiToken, detail: Record<string, unknown>, changes?: unknown) {
  const entry: AuditEntry & { target: string; changes?: unknown } = {
    actor,
    action: `api-token.${action}`,
    deviceNames: [],
    outcome: 'success',
    target: target(token),
    changes,
    detail: { id: token.id, kind: token.kind, name: token.name, ...detail },
  };
  return recordAudit(db, entry);
}

export function createApiToken(
  db: Db,
  access: Pick<AccessConfig, 'apiTokenMaxDays'>,
  body: CreateApiTokenBody,
  by: Creator,
): Promise<CreatedApiToken> {
  const now = Date.now();
  const name = cleanName(body.name);
  const expiresAt = expiryOf(body.expiresAt, access.apiTokenMaxDays, now);
  const personal = body.kind === 'personal';
  const { secret, hash, prefix } = newTokenSecret();
  return db.transaction().execute(async (tx) => {
    const token = await repo.insertToken(tx, {
      kind: body.kind,
      name,
      hash,
      prefix,
      ownerSub: personal ? by.actor.sub : null,
      ownerName: personal ? by.actor.name : null,
      groups: personal ? by.groups : [],
      scopes: body.scopes,
      createdAt: now,
      createdBySub: by.actor.sub,
      createdByName: by.actor.name,
      expiresAt,
    });
    await audit(tx, by.actor, 'create', token, { scopes: token.scopes, expiresAt, owner: token.ownerName });
    return { ...token, secret };
  });
}

const missing = (id: number) => notFound(`no API token ${id}`);

/** A new expiry: a time now or past expires the token at once (stored as now). */
export function updateApiToken(db: Db, access: Pick<AccessConfig, 'apiTokenMaxDays'>, id: number, body: UpdateApiTokenBody, actor: AuditActor) {
  const now = Date.now();
  const wanted = body.expiresAt;
  if (wanted === null) throw badRequest('expiresAt: a time is required (epoch milliseconds)');
  if (wanted > now + access.apiTokenMaxDays * DAY_MS) {
    throw badRequest(`expiresAt: at most ${access.apiTokenMaxDays} days ahead (API_TOKEN_MAX_DAYS)`);
  }
  const expiresAt = Math.max(wanted, now);
  return db.transaction().execute(async (tx) => {
    const before = await repo.findToken(tx, id, true);
    if (!before) throw missing(id);
    if (before.revokedAt !== null) throw conflict(`API token ${id} was revoked; a revoked token cannot be changed`);
    const after = await repo.setExpiry(tx, id, expiresAt);
    const action = expiresAt <= now ? 'expire' : 'update';
    await audit(tx, actor, action, after, { expiresAt }, { before: { expiresAt: before.expiresAt }, after: { expiresAt } });
    return after;
  });
}

/**
 * Revoking keeps the row (who, when); revoking a revoked token again answers it unchanged, without
 * a new entry. `ownOnly`: the caller's own personal tokens only (any other id is unknown to them),
 * so a person may always revoke their tokens, whatever their roles now.
 */
export function revokeApiToken(db: Db, id: number, actor: AuditActor, ownOnly = false): Promise<ApiToken> {
  return db.transaction().execute(async (tx) => {
    const before = await repo.findToken(tx, id, true);
    if (ownOnly && (before?.kind !== 'personal' || before.ownerSub !== actor.sub)) throw notFound(`no API token ${id} of yours`);
    if (!before) throw missing(id);
    if (before.revokedAt !== null) return before;
    const after = await repo.markRevoked(tx, id, Date.now(), actor.name);
    await audit(tx, actor, 'revoke', after, {}, { before: { revokedAt: null }, after: { revokedAt: after.revokedAt } });
    return after;
  });
}
