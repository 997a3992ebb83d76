import { DEVICE_ACTIONS, refusalReason } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import type { Me } from './get-me';
import { CHECKING_ACCESS, accessOf, bulkActionPermission, deviceActionPermission } from './use-permission';

const me = (roles: Me['roles'], permissions: Me['permissions'], scopes: Me['scopes'] = null): Me => ({
  sub: 's',
  name: 'n',
  groups: [],
  roles,
  permissions,
  scopes,
  tokenKind: 'session',
});
const viewer = me(['viewer'], ['read']);
const operator = me(['viewer', 'operator'], ['read', 'troubleshoot', 'pam']);
const def = (action: string) => DEVICE_ACTIONS.find((d) => d.action === action)!;

describe('accessOf', () => {
  it('refuses with the words of the server 403', () => {
    expect(accessOf(viewer, 'success', 'troubleshoot')).toEqual({ allowed: false, reason: 'Needs the Operator role' });
    expect(accessOf(operator, 'success', 'secured-actions')).toEqual({ allowed: false, reason: 'Needs the Engineer role' });
    expect(accessOf(operator, 'success', 'secured-actions').reason).toBe(refusalReason(operator, 'secured-actions'));
  });

  it('allows what the permissions grant, and anything that needs none', () => {
    expect(accessOf(operator, 'success', 'troubleshoot')).toEqual({ allowed: true });
    expect(accessOf(viewer, 'success', undefined)).toEqual({ allowed: true });
  });

  it('waits disabled while /user/me loads, so no enabled button flashes', () => {
    expect(accessOf(undefined, 'pending', 'troubleshoot')).toEqual({ allowed: false, reason: CHECKING_ACCESS });
  });

  it('leaves the decision to the server when /user/me failed or answered something else', () => {
    expect(accessOf(undefined, 'error', 'admin')).toEqual({ allowed: true });
    expect(accessOf({} as Me, 'success', 'admin')).toEqual({ allowed: true });
  });

  it('names the scope a token lacks', () => {
    const token = me(['operator'], ['read'], ['read']);
    expect(accessOf(token, 'success', 'troubleshoot').reason).toMatch(/needs the actions scope/);
  });
});

describe('deviceActionPermission (from OPERATION_ACCESS)', () => {
  it('troubleshooting for ping and discovery, secured actions for reboots and outlet resets', () => {
    expect(deviceActionPermission(def('ping'))).toBe('troubleshoot');
    expect(deviceActionPermission(def('discover'))).toBe('troubleshoot');
    expect(deviceActionPermission(def('packetCapture'))).toBe('troubleshoot');
    for (const d of DEVICE_ACTIONS.filter((d) => d.secured)) expect(deviceActionPermission(d)).toBe('secured-actions');
    expect(deviceActionPermission(def('resetWattboxOutlet'))).toBe('secured-actions');
  });

  it('nothing beyond reading for reports, charts and Launch UI', () => {
    for (const d of DEVICE_ACTIONS.filter((d) => d.kind === 'report' || d.kind === 'metric' || d.kind === 'link')) {
      expect(deviceActionPermission(d)).toBeUndefined();
    }
  });
});

describe('bulkActionPermission', () => {
  it('reads BULK_ACTION_ACCESS', () => {
    expect(bulkActionPermission('multiPing')).toBe('troubleshoot');
    expect(bulkActionPermission('pamSuspend')).toBe('pam');
    expect(bulkActionPermission('dcSwitch')).toBe('secured-actions');
  });
});
