import type { User } from 'oidc-client-ts';
import { useAuth } from 'react-oidc-context';
import { adminGroup } from '../runtime-config';

/** What the console shows of the signed-in user (spec "User info"). */
export interface SessionUser {
  name: string;
  nickname: string;
  userName: string;
  email: string;
  picture?: string;
  role?: string;
  groups: string[];
  isAdmin: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toSessionUser(user: User): SessionUser {
  const p = user.profile as Record<string, unknown>;
  const groups = Array.isArray(p.groups) ? p.groups.filter((g): g is string => typeof g === 'string') : [];
  const userName = str(p.preferred_username) || str(p.nickname) || str(p.sub);
  return {
    name: str(p.name) || userName,
    nickname: str(p.nickname) || userName,
    userName,
    email: str(p.email),
    picture: str(p.picture) || undefined,
    role: str(p.role) || undefined,
    groups,
    isAdmin: groups.includes(adminGroup()),
  };
}

/** The signed-in user, or undefined while signed out. */
export function useSessionUser(): SessionUser | undefined {
  const auth = useAuth();
  return auth.user && !auth.user.expired ? toSessionUser(auth.user) : undefined;
}
