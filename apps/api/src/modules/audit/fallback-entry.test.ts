import { describe, expect, it } from 'vitest';
import { actionOf, devicesOf, outcomeOf } from './fallback-entry';
import { isAudited } from './audit-hook';

describe('the audit hook entry of a call that wrote none', () => {
  it('names device actions by the action, other calls by their operation', () => {
    expect(actionOf('GET', '/api/v1.0/action/device/reboot', {})).toBe('reboot');
    expect(actionOf('POST', '/api/v1.0/action/devices/:action', { action: 'dcSwitch' })).toBe('dcSwitch');
    expect(actionOf('DELETE', '/api/v1.0/action/devices/pam-suspend/:device_name', { device_name: 'd1' })).toBe('pam-suspend');
    expect(actionOf('PUT', '/api/v1.0/svn/svi_hughes_ems/:id', { id: 3 })).toBe('PUT /svn/svi_hughes_ems/{id}');
  });

  it('collects the device names of the path, the query and the body', () => {
    expect(devicesOf({ params: { device_name: 'a' }, query: { device_names: 'b, c,' }, body: [{ device_name: 'd' }, { device_name: 'a' }] })).toEqual(
      ['a', 'b', 'c', 'd'],
    );
    expect(devicesOf({ params: {}, query: {}, body: undefined })).toEqual([]);
  });

  it('reads 401 and 403 as refused, other errors as failures', () => {
    expect([200, 201, 400, 401, 403, 404, 409, 500].map(outcomeOf)).toEqual([
      'success',
      'success',
      'failure',
      'refused',
      'refused',
      'failure',
      'failure',
      'failure',
    ]);
  });

  it('audits writes and the GETs the role table guards as actions, not reads', () => {
    expect(isAudited('POST', '/api/v1.0/ingest/locations')).toBe(true);
    expect(isAudited('GET', '/api/v1.0/action/device/:action')).toBe(true);
    expect(isAudited('GET', '/api/v1.0/action/device/rebootFortigate')).toBe(true);
    expect(isAudited('GET', '/api/v1.0/es/devices/all')).toBe(false);
    expect(isAudited('GET', '/api/v1.0/admin/audit-log')).toBe(false);
    expect(isAudited('GET', '/api/v1.0/action/device/packet-capture/download')).toBe(false);
    expect(isAudited('OPTIONS', '/api/v1.0/svn/svi_hughes_ems')).toBe(false);
  });
});
