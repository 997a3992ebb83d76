import { permissionsOf, refusalReason, type Permission, type RoleName, type TokenScope } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { authHeader, mintToken, serviceAccountToken } from './tokens';

/**
 * One caller of each role for the role-table tests (docs/security.md). The app they call is built
 * with ROLE_CMDB_EDITOR_GROUPS=nmstools_cmdb_editor so that the CMDB editor is a role of its own
 * (by default every signed-in user has it, spec 002 §6); `roles` is what the app must derive from
 * the caller's groups, and what the expected answers are computed from.
 */
export interface Caller {
  name: string;
  roles: RoleName[];
  scopes: TokenScope[] | null;
  headers: Record<string, string>;
}

export const CMDB_EDITOR_GROUP = 'nmstools_cmdb_editor';

const PEOPLE: Array<{ name: string; groups: string[]; roles: RoleName[] }> = [
  { name: 'viewer', groups: ['nmstools_viewer'], roles: ['viewer'] },
  { name: 'operator', groups: ['nmstools_operator'], roles: ['viewer', 'operator'] },
  { name: 'engineer', groups: ['nmstools_engineer', 'nmstools_operator'], roles: ['viewer', 'operator', 'engineer'] },
  { name: 'cmdb-editor', groups: [CMDB_EDITOR_GROUP], roles: ['viewer', 'cmdb-editor'] },
  { name: 'admin', groups: ['nmstools_admin', 'nmstools_operator'], roles: ['viewer', 'operator', 'admin'] },
];

/** The people above (signed-in ID tokens) and the embedded provider's ingest service account. */
export async function callersOf(app: FastifyInstance): Promise<Caller[]> {
  const people = await Promise.all(
    PEOPLE.map(async (p) => ({
      name: p.name,
      roles: p.roles,
      scopes: null,
      headers: authHeader(await mintToken(app, { sub: p.name, nickname: p.name, name: p.name, groups: p.groups })),
    })),
  );
  const service: Caller = {
    name: 'ingest-service',
    roles: ['viewer', 'ingest'],
    scopes: app.config.access.serviceClientScopes,
    headers: authHeader(await serviceAccountToken(app)),
  };
  return [...people, service];
}

/** What a caller may do, from the contract's ROLES and scopes alone. */
export const permissionsOfCaller = (c: Pick<Caller, 'roles' | 'scopes'>) => permissionsOf(c.roles, c.scopes);

/** The 403 message the server must give this caller for this permission (undefined: allowed). */
export const expectedRefusal = (c: Pick<Caller, 'roles' | 'scopes'>, permission: Permission) =>
  refusalReason({ roles: c.roles, scopes: c.scopes, permissions: permissionsOfCaller(c) }, permission);

/** A client-credentials-like JWT (client_id = sub) with these groups and `nms_scopes`. */
export async function scopedServiceToken(app: FastifyInstance, groups: string[], scopes: TokenScope[]) {
  return authHeader(await mintToken(app, { sub: 'report-script', client_id: 'report-script', groups, nms_scopes: scopes }));
}
