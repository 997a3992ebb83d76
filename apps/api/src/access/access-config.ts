import { ROLE_NAMES, TOKEN_SCOPES, type RoleName, type TokenScope } from '@nms/contract';
import { bool, int } from '../lib/env-parse';

/** Roles, tokens and abuse limits as the environment sets them (README, docs/security.md). */
export interface AccessConfig {
  /**
   * Identity-provider groups of each role. '*' means every signed-in caller: the viewer role (the
   * spec lets every signed-in user read) and the CMDB editor role (spec 002 §6: every signed-in
   * user may edit the CMDB) by default.
   */
  roleGroups: Record<RoleName, string[]>;
  /** Scopes of the embedded provider's client-credentials service account (SERVICE_CLIENT_SCOPES). */
  serviceClientScopes: TokenScope[];
  /** Sign-in failures per user or address within the window before a lockout. */
  loginMaxFailures: number;
  /**
   * Failures from one address (any user names) within the window before that address is locked
   * out: higher than the per-user number, since many people share an office or proxy address.
   */
  loginMaxAddressFailures: number;
  /** Extra wait of a refused sign-in per recent failure of that user, ms (capped at 2 s). */
  loginFailureDelayMs: number;
  loginWindowS: number;
  loginLockoutS: number;
  /** API requests per token (or address, without a token) per minute; 0 = no limit. */
  rateLimitPerMinute: number;
  /** Longest lifetime an admin may give an API token, days. */
  apiTokenMaxDays: number;
  /** The embedded provider's demo accounts may sign in, and its login page prints them (DEMO_USERS). */
  demoUsers: boolean;
}

const list = (v: string | undefined, fallback: string[]) =>
  v === undefined || v.trim() === ''
    ? fallback
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

const ENV_OF_ROLE: Record<RoleName, string> = {
  viewer: 'ROLE_VIEWER_GROUPS',
  operator: 'ROLE_OPERATOR_GROUPS',
  engineer: 'ROLE_ENGINEER_GROUPS',
  'cmdb-editor': 'ROLE_CMDB_EDITOR_GROUPS',
  ingest: 'ROLE_INGEST_GROUPS',
  admin: 'ROLE_ADMIN_GROUPS',
};

export function loadAccessConfig(env: NodeJS.ProcessEnv, defaults: { adminGroup: string; ingestGroup: string }): AccessConfig {
  const fallback: Record<RoleName, string[]> = {
    viewer: ['*'],
    operator: ['nmstools_operator'],
    engineer: ['nmstools_engineer'],
    'cmdb-editor': ['*'],
    ingest: [defaults.ingestGroup],
    admin: [defaults.adminGroup],
  };
  const roleGroups = Object.fromEntries(ROLE_NAMES.map((r) => [r, list(env[ENV_OF_ROLE[r]], fallback[r])])) as Record<RoleName, string[]>;
  const scopes = list(env.SERVICE_CLIENT_SCOPES, ['read', 'ingest']);
  for (const s of scopes) {
    if (!(TOKEN_SCOPES as readonly string[]).includes(s))
      throw new Error(`SERVICE_CLIENT_SCOPES: unknown scope '${s}' (known: ${TOKEN_SCOPES.join(', ')})`);
  }
  return {
    roleGroups,
    serviceClientScopes: scopes as TokenScope[],
    loginMaxFailures: Math.max(1, int('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5)),
    loginMaxAddressFailures: Math.max(1, int('LOGIN_MAX_ADDRESS_FAILURES', env.LOGIN_MAX_ADDRESS_FAILURES, 20)),
    loginFailureDelayMs: Math.max(0, int('LOGIN_FAILURE_DELAY_MS', env.LOGIN_FAILURE_DELAY_MS, 250)),
    loginWindowS: Math.max(1, int('LOGIN_WINDOW_S', env.LOGIN_WINDOW_S, 300)),
    loginLockoutS: Math.max(1, int('LOGIN_LOCKOUT_S', env.LOGIN_LOCKOUT_S, 300)),
    rateLimitPerMinute: Math.max(0, int('API_RATE_LIMIT_PER_MINUTE', env.API_RATE_LIMIT_PER_MINUTE, 6000)),
    apiTokenMaxDays: Math.max(1, int('API_TOKEN_MAX_DAYS', env.API_TOKEN_MAX_DAYS, 365)),
    demoUsers: bool(env.DEMO_USERS, true),
  };
}

/** The roles of a caller with these groups. */
export function rolesOfGroups(groups: readonly string[], roleGroups: Record<RoleName, string[]>): RoleName[] {
  return ROLE_NAMES.filter((r) => roleGroups[r].some((g) => g === '*' || groups.includes(g)));
}
