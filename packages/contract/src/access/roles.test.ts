import { describe, expect, it } from 'vitest';
import { SECURED_ACTIONS } from '../actions/device-actions';
import { OPERATION_ACCESS } from './operation-access';
import { PERMISSIONS, ROLES, ROLE_FOR_PERMISSION, permissionsOf, refusalReason, type RoleName, type TokenScope } from './roles';

const caller = (roles: RoleName[], scopes: TokenScope[] | null) => ({ roles, scopes, permissions: permissionsOf(roles, scopes) });

describe('the role table', () => {
  it('grants each role its permissions, narrowed by scopes', () => {
    expect(permissionsOf(['viewer'], null)).toEqual(['read']);
    expect(permissionsOf(['viewer', 'operator', 'engineer'], null)).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions']);
    expect(permissionsOf(['admin'], null)).toEqual([...PERMISSIONS]);
    expect(permissionsOf(['admin'], ['read'])).toEqual(['read']);
    expect(permissionsOf(['admin'], ['actions', 'cmdb'])).toEqual(['troubleshoot', 'pam', 'acknowledge', 'secured-actions', 'cmdb-write']);
    expect(permissionsOf(['viewer'], ['actions'])).toEqual([]);
  });

  it('asks for the smallest role that grants a permission, and that role grants it', () => {
    for (const p of PERMISSIONS) expect(ROLES[ROLE_FOR_PERMISSION[p]].permissions).toContain(p);
  });

  it('says which role or scope is missing', () => {
    expect(refusalReason(caller(['viewer'], null), 'troubleshoot')).toBe('Needs the Operator role');
    expect(refusalReason(caller(['viewer', 'operator'], null), 'secured-actions')).toBe('Needs the Engineer role');
    expect(refusalReason(caller(['viewer', 'operator'], null), 'troubleshoot')).toBeUndefined();
    expect(refusalReason(caller(['admin'], ['read']), 'cmdb-write')).toBe("This token's scopes (read) do not allow this: it needs the cmdb scope");
    expect(refusalReason(caller(['admin'], []), 'pam')).toBe("This token's scopes (none) do not allow this: it needs the actions scope");
    // No scope grants admin: the message must not name a scope that does not exist.
    expect(refusalReason(caller(['admin'], ['read', 'actions']), 'admin')).toBe(
      "This token's scopes (read, actions) do not allow this: no token scope does, it needs an admin's own sign-in",
    );
    // A scoped token whose roles do not grant the permission: the role is what is missing.
    expect(refusalReason(caller(['viewer'], ['actions']), 'troubleshoot')).toBe('Needs the Operator role');
  });

  it('classifies every secured device action of the catalog as secured', () => {
    expect(SECURED_ACTIONS.length).toBeGreaterThan(10);
    for (const action of SECURED_ACTIONS) {
      expect(`${action} ${String(OPERATION_ACCESS[`GET /action/device/${action}`])}`).toBe(`${action} secured-actions`);
    }
  });
});
