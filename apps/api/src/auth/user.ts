import { PERMISSIONS, ROLE_NAMES, TOKEN_SCOPES, literalUnion, permissionsOf, type TokenScope } from '@nms/contract';
import type { JWTPayload } from 'jose';
import { Type, type Static } from 'typebox';
import { rolesOfGroups, type AccessConfig } from '../access/access-config';

/** The signed-in caller, as every route sees it in `request.user`. */
export const AuthUser = Type.Object({
  sub: Type.String(),
  name: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  picture: Type.String(),
  role: Type.String(),
  groups: Type.Array(Type.String()),
  isAdmin: Type.Boolean(),
  roles: Type.Array(literalUnion(ROLE_NAMES), { description: 'roles from the groups (docs/security.md)' }),
  permissions: Type.Array(literalUnion(PERMISSIONS), { description: 'what the roles allow, narrowed by the scopes' }),
  scopes: Type.Union([Type.Array(literalUnion(TOKEN_SCOPES)), Type.Null()], {
    description: "the token's scopes (service accounts, API tokens); null for a person's sign-in, which is not narrowed",
  }),
  tokenKind: Type.Union([Type.Literal('session'), Type.Literal('service'), Type.Literal('api-token'), Type.Literal('webhook')]),
});
export type AuthUser = Static<typeof AuthUser>;

/** What request.user carries beyond the answer of /user/me: the token's ids, for revocation. */
export interface TokenIds {
  /** The sign-in session (`sid`) the token belongs to, if the provider says. */
  sessionId?: string;
  /** The token's own id (`jti`), or the API token's id. */
  tokenId?: string;
  /** Expiry, epoch seconds. */
  expiresAt?: number;
  /** An API token's prefix and name ('<prefix> <name>'), which its calls' audit entries carry. */
  apiToken?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * Groups as providers send them: an array (Okta, oidc-provider), a space/comma separated string,
 * or Keycloak's group paths ('/nmstools_admin', whose leading slash is dropped).
 */
export function groupsOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/) : [];
  return [...new Set(list.filter((g): g is string => typeof g === 'string' && g !== '').map((g) => g.replace(/^\//, '')))];
}

/** Our scopes from the `nms_scopes` claim (array or space separated); null when the token has none. */
export function scopesOf(v: unknown): TokenScope[] | null {
  if (v === undefined || v === null) return null;
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/) : [];
  return TOKEN_SCOPES.filter((s) => list.includes(s));
}

/**
 * The caller of given groups and scopes: roles from the configured groups, then permissions. With
 * a `ceiling` (a personal token: its owner's groups at their newest sign-in), only the roles those
 * groups give too.
 */
export function accessOf(groups: string[], scopes: TokenScope[] | null, access: Pick<AccessConfig, 'roleGroups'>, ceiling?: string[]) {
  const allowed = ceiling && new Set(rolesOfGroups(ceiling, access.roleGroups));
  const roles = rolesOfGroups(groups, access.roleGroups).filter((r) => !allowed || allowed.has(r));
  const permissions = permissionsOf(roles, scopes);
  return { roles, permissions, scopes, isAdmin: permissions.includes('admin') };
}

/** Maps verified token claims to the user; service-account tokens are named after their client. */
export function userFromClaims(claims: JWTPayload, access: Pick<AccessConfig, 'roleGroups'>): AuthUser & TokenIds {
  const sub = str(claims.sub) ?? str(claims.client_id) ?? 'unknown';
  const groups = groupsOf(claims.groups);
  const name = str(claims.name) ?? str(claims.preferred_username) ?? str(claims.nickname) ?? str(claims.client_id) ?? sub;
  const scopes = scopesOf(claims.nms_scopes);
  const service = str(claims.client_id) !== undefined && str(claims.client_id) === sub;
  return {
    sub,
    name,
    nickname: str(claims.nickname) ?? str(claims.preferred_username) ?? name,
    email: str(claims.email) ?? '',
    picture: str(claims.picture) ?? '',
    role: str(claims.role) ?? '',
    groups,
    ...accessOf(groups, scopes, access),
    tokenKind: service ? 'service' : 'session',
    sessionId: str(claims.sid),
    tokenId: str(claims.jti),
    expiresAt: typeof claims.exp === 'number' ? claims.exp : undefined,
  };
}
