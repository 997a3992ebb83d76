import type { JWTPayload } from 'jose';
import { Type, type Static } from 'typebox';

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
});
export type AuthUser = Static<typeof AuthUser>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * Groups as providers send them: an array (Okta, oidc-provider), a space/comma separated string,
 * or Keycloak's group paths ('/nmstools_admin', whose leading slash is dropped).
 */
export function groupsOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/) : [];
  return [...new Set(list.filter((g): g is string => typeof g === 'string' && g !== '').map((g) => g.replace(/^\//, '')))];
}

/** Maps verified token claims to the user; service-account tokens are named after their client. */
export function userFromClaims(claims: JWTPayload, adminGroup: string): AuthUser {
  const sub = str(claims.sub) ?? str(claims.client_id) ?? 'unknown';
  const groups = groupsOf(claims.groups);
  const name = str(claims.name) ?? str(claims.preferred_username) ?? str(claims.nickname) ?? str(claims.client_id) ?? sub;
  return {
    sub,
    name,
    nickname: str(claims.nickname) ?? str(claims.preferred_username) ?? name,
    email: str(claims.email) ?? '',
    picture: str(claims.picture) ?? '',
    role: str(claims.role) ?? '',
    groups,
    isAdmin: groups.includes(adminGroup),
  };
}
