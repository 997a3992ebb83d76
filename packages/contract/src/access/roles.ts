/**
 * Who may do what (issue 17). Browser-safe: the server enforces it on every route and the web app
 * reads the same table to disable what the user may not do, with the reason.
 *
 * A permission is one kind of call; a role is a set of permissions granted to the members of the
 * identity provider's groups mapped to it (config, docs/security.md); a scope narrows what a token
 * may do whatever its holder's roles are (service accounts, API tokens).
 */

export const PERMISSIONS = ['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions', 'cmdb-write', 'ingest', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['viewer', 'operator', 'engineer', 'cmdb-editor', 'ingest', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export interface RoleDefinition {
  role: RoleName;
  label: string;
  permissions: readonly Permission[];
  /** What the role is for, as the User Details page and docs/security.md say it. */
  summary: string;
}

export const ROLES: Readonly<Record<RoleName, RoleDefinition>> = {
  viewer: { role: 'viewer', label: 'Viewer', permissions: ['read'], summary: 'Reads every screen; runs nothing' },
  operator: {
    role: 'operator',
    label: 'Operator',
    permissions: ['read', 'troubleshoot', 'pam', 'acknowledge'],
    summary: 'Troubleshooting actions (ping, traceroute, status), PAM suspend and maintenance, acknowledging alerts',
  },
  engineer: {
    role: 'engineer',
    label: 'Engineer',
    permissions: ['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions'],
    summary: 'Also the secured actions and the multi actions: reboots, resets, NOC switches',
  },
  'cmdb-editor': { role: 'cmdb-editor', label: 'CMDB editor', permissions: ['read', 'cmdb-write'], summary: 'Adds, edits and deletes CMDB records' },
  ingest: { role: 'ingest', label: 'Ingest', permissions: ['read', 'ingest'], summary: 'Feeds inventory and alerts in (service accounts)' },
  admin: { role: 'admin', label: 'Admin', permissions: PERMISSIONS, summary: 'Everything, and the Admin pages' },
};

/** The role to ask for when a permission is missing: the smallest role that grants it. */
export const ROLE_FOR_PERMISSION: Readonly<Record<Permission, RoleName>> = {
  read: 'viewer',
  troubleshoot: 'operator',
  pam: 'operator',
  acknowledge: 'operator',
  'secured-actions': 'engineer',
  'cmdb-write': 'cmdb-editor',
  ingest: 'ingest',
  admin: 'admin',
};

/** Token scopes (service accounts and API tokens) and the permissions each allows. */
export const TOKEN_SCOPES = ['read', 'actions', 'ingest', 'cmdb'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const SCOPE_PERMISSIONS: Readonly<Record<TokenScope, readonly Permission[]>> = {
  read: ['read'],
  actions: ['troubleshoot', 'pam', 'acknowledge', 'secured-actions'],
  ingest: ['ingest'],
  cmdb: ['cmdb-write'],
};

/** The permissions of a set of roles, narrowed by scopes when the token has any (null: no narrowing). */
export function permissionsOf(roles: readonly RoleName[], scopes: readonly TokenScope[] | null): Permission[] {
  const granted = new Set(roles.flatMap((r) => ROLES[r].permissions));
  if (scopes) {
    const allowed = new Set(scopes.flatMap((s) => SCOPE_PERMISSIONS[s]));
    for (const p of granted) if (!allowed.has(p)) granted.delete(p);
  }
  return PERMISSIONS.filter((p) => granted.has(p));
}

/** Which scope would allow a permission (for the 403 of a token whose scopes are too narrow). */
export const scopeFor = (permission: Permission): TokenScope | undefined => TOKEN_SCOPES.find((s) => SCOPE_PERMISSIONS[s].includes(permission));

/**
 * Why a caller may not do something, or undefined when they may. The same words are the
 * server's 403 message and the web app's tooltip on a disabled control.
 */
export function refusalReason(
  caller: { permissions: readonly string[]; roles: readonly string[]; scopes: readonly string[] | null },
  permission: Permission,
): string | undefined {
  if (caller.permissions.includes(permission)) return undefined;
  const role = ROLES[ROLE_FOR_PERMISSION[permission]];
  const roleGrants = caller.roles.some((r) => (ROLES[r as RoleName]?.permissions ?? []).includes(permission));
  if (roleGrants && caller.scopes) {
    const scope = scopeFor(permission);
    const given = caller.scopes.join(', ') || 'none';
    // No scope grants 'admin': the Admin pages need a person's sign-in, never a token (a leaked one mints no others).
    return scope
      ? `This token's scopes (${given}) do not allow this: it needs the ${scope} scope`
      : `This token's scopes (${given}) do not allow this: no token scope does, it needs an admin's own sign-in`;
  }
  return `Needs the ${role.label} role`;
}
