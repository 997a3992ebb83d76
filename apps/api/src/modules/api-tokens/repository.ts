import { apiTokenStatus, type ApiToken, type ApiTokenKind, type TokenScope } from '@nms/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ApiTokenTable, DB } from '../../db/schema';

/** SQL of the api_tokens table (migrations/024-access.sql). The secret's hash never leaves this file but for verify-api-token. */
export type Db = Kysely<DB>;
type Row = Selectable<ApiTokenTable>;

/** Every column but the hash: what the list may show. */
const LISTED = [
  'id',
  'kind',
  'name',
  'token_prefix',
  'owner_sub',
  'owner_name',
  'scopes',
  'created_at',
  'created_by_name',
  'expires_at',
  'last_used_at',
  'last_used_address',
  'revoked_at',
  'revoked_by_name',
] as const;
type ListedRow = Pick<Row, (typeof LISTED)[number]>;

/** A stored row as the API answers it, with its status now. */
export function tokenOf(r: ListedRow, now = Date.now()): ApiToken {
  const t = {
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    ownerSub: r.owner_sub,
    ownerName: r.owner_name,
    scopes: r.scopes as TokenScope[],
    prefix: r.token_prefix,
    createdAt: Number(r.created_at),
    createdBy: r.created_by_name,
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
    lastUsedAddress: r.last_used_address,
    revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
    revokedBy: r.revoked_by_name,
  };
  return { ...t, status: apiTokenStatus(t, now) };
}

/** Newest first (one owner's personal tokens when `ownerSub`); the list is an admin's handful of tokens, so it is not paged. */
export async function listTokens(db: Db, ownerSub?: string): Promise<ApiToken[]> {
  let q = db.selectFrom('api_tokens').select(LISTED);
  if (ownerSub !== undefined) q = q.where('kind', '=', 'personal').where('owner_sub', '=', ownerSub);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const now = Date.now();
  return rows.map((r) => tokenOf(r, now));
}

/** One token, locked for the write that follows when `forUpdate`. */
export async function findToken(db: Db, id: number, forUpdate = false): Promise<ApiToken | undefined> {
  let q = db.selectFrom('api_tokens').select(LISTED).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && tokenOf(row);
}

export interface NewToken {
  kind: ApiTokenKind;
  name: string;
  hash: string;
  prefix: string;
  ownerSub: string | null;
  ownerName: string | null;
  groups: string[];
  scopes: TokenScope[];
  createdAt: number;
  createdBySub: string;
  createdByName: string;
  expiresAt: number | null;
}

export async function insertToken(db: Db, t: NewToken): Promise<ApiToken> {
  const row = await db
    .insertInto('api_tokens')
    .values({
      kind: t.kind,
      name: t.name,
      token_hash: t.hash,
      token_prefix: t.prefix,
      owner_sub: t.ownerSub,
      owner_name: t.ownerName,
      groups: t.groups,
      scopes: t.scopes,
      created_at: t.createdAt,
      created_by_sub: t.createdBySub,
      created_by_name: t.createdByName,
      expires_at: t.expiresAt,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return tokenOf(row);
}

export async function setExpiry(db: Db, id: number, expiresAt: number | null): Promise<ApiToken> {
  const row = await db.updateTable('api_tokens').set({ expires_at: expiresAt }).where('id', '=', id).returning(LISTED).executeTakeFirstOrThrow();
  return tokenOf(row);
}

export async function markRevoked(db: Db, id: number, at: number, byName: string): Promise<ApiToken> {
  const row = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at, revoked_by_name: byName })
    .where('id', '=', id)
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return tokenOf(row);
}

/** The token of a secret's hash, with its owner's groups at their newest sign-in (null: not seen since migration 034). */
export function findBySecretHash(db: Db, hash: string) {
  return db
    .selectFrom('api_tokens')
    .leftJoin('user_roles_seen', 'user_roles_seen.sub', 'api_tokens.owner_sub')
    .selectAll('api_tokens')
    .select('user_roles_seen.groups as owner_groups_seen')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

export async function markUsed(db: Db, id: number, at: number, address: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at, last_used_address: address }).where('id', '=', id).execute();
}
