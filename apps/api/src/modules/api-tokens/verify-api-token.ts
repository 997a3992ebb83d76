import type { TokenScope } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { AccessConfig } from '../../access/access-config';
import { TokenError } from '../../auth/verify-token';
import { accessOf, type AuthUser, type TokenIds } from '../../auth/user';
import type { DB } from '../../db/schema';
import { findBySecretHash, markUsed } from './repository';
import { hashTokenSecret } from './token-secret';

/** Last-used times are written at most this often per token: not a write per request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller of an opaque API token: refused when unknown, revoked or expired. A personal token
 * acts as its owner: the roles of the groups they had when it was made that their newest sign-in
 * still gives (issue 30 item 4); a service token as its name; both only within their scopes.
 */
export async function verifyApiToken(
  db: Kysely<DB>,
  access: Pick<AccessConfig, 'roleGroups'>,
  secret: string,
  address: string,
): Promise<AuthUser & TokenIds> {
  const row = await findBySecretHash(db, hashTokenSecret(secret));
  const now = Date.now();
  if (!row) throw new TokenError('unknown API token');
  if (row.revoked_at !== null) throw new TokenError('this API token was revoked');
  if (row.expires_at !== null && row.expires_at <= now) throw new TokenError('this API token has expired');
  if (row.last_used_at === null || now - row.last_used_at > LAST_USED_EVERY_MS) {
    await markUsed(db, row.id, now, address);
  }
  const personal = row.kind === 'personal';
  const sub = personal ? (row.owner_sub ?? `token:${row.id}`) : `service:${row.name}`;
  const name = personal ? (row.owner_name ?? sub) : row.name;
  // A service token has no person's groups: its scopes are all it may do, so it gets every role they can narrow.
  const groups = personal ? row.groups : ['*'];
  const roleGroups = personal ? access.roleGroups : allRoles(access.roleGroups);
  return {
    sub,
    name,
    nickname: personal ? (row.owner_name ?? sub) : row.name,
    email: '',
    picture: '',
    role: '',
    groups,
    // An owner not seen signing in since migration 034 (a token made before it) keeps the token's groups.
    ...accessOf(groups, row.scopes as TokenScope[], { roleGroups }, personal ? (row.owner_groups_seen ?? undefined) : undefined),
    tokenKind: 'api-token',
    tokenId: `api-token:${row.id}`,
    apiToken: `${row.token_prefix} ${row.name}`,
    expiresAt: row.expires_at === null ? undefined : Math.floor(row.expires_at / 1000),
  };
}

const allRoles = (roleGroups: AccessConfig['roleGroups']) =>
  Object.fromEntries(Object.keys(roleGroups).map((r) => [r, ['*']])) as AccessConfig['roleGroups'];
