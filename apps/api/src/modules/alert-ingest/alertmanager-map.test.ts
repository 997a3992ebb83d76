import { describe, expect, it } from 'vitest';
import { DEFAULT_SEVERITY, UNNAMED_EVENT, deviceKeysOf, instanceOf, mapAlertmanagerAlert, severityOf, textOf } from './alertmanager-map';
import { presentedSecret, sameSecret } from './ingest-auth';
import { epochOf } from './ingest-time';

const alert = (labels: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  status: 'firing' as const,
  labels,
  annotations: {},
  startsAt: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('Alertmanager alert mapping', () => {
  it.each([
    ['critical', 1],
    ['CRITICAL', 1],
    ['page', 1],
    ['major', 2],
    ['error', 2],
    ['high', 2],
    ['warning', 3],
    ['minor', 3],
    ['info', 4],
    ['none', 4],
    ['2', 2],
    ['5', 5],
    ['6', DEFAULT_SEVERITY],
    ['whatever', DEFAULT_SEVERITY],
    ['', DEFAULT_SEVERITY],
  ])('severity label %s -> %i', (label, severity) => {
    expect(severityOf({ severity: label })).toBe(severity);
  });

  it('is Minor without a severity label', () => {
    expect(severityOf({ alertname: 'X' })).toBe(3);
  });

  it.each([
    ['router1', ['router1']],
    ['10.1.2.3:9100', ['10.1.2.3:9100', '10.1.2.3']],
    ['[2001:db8::1]:9100', ['[2001:db8::1]:9100', '2001:db8::1']],
    ['2001:db8::1', ['2001:db8::1']],
    ['https://router1.example.net:8443/health', ['https://router1.example.net:8443/health', 'router1.example.net']],
    ['  ', []],
  ])('device keys of %s', (value, keys) => {
    expect(deviceKeysOf(value)).toEqual(keys);
  });

  it('tries the configured labels in order, device before instance', () => {
    const m = mapAlertmanagerAlert(alert({ alertname: 'HighCpu', instance: '10.0.0.5:9100', device: 'EDGE-1' }), 4, ['device', 'instance']);
    expect(m).toMatchObject({ index: 4, firing: true, keys: ['EDGE-1', '10.0.0.5:9100', '10.0.0.5'], deviceLabel: 'EDGE-1', eventName: 'HighCpu' });
    expect(mapAlertmanagerAlert(alert({ alertname: 'X' }), 0, ['device', 'instance'])).toMatchObject({ keys: [], deviceLabel: null });
  });

  it("takes the label visibility (any case) and leaves anything else to the feeds' default", () => {
    expect(mapAlertmanagerAlert(alert({ alertname: 'HighCpu', device: 'd', visibility: 'external' }), 0, ['device']).visibility).toBe('External');
    expect(mapAlertmanagerAlert(alert({ alertname: 'InstanceDown', device: 'd', visibility: 'Internal' }), 0, ['device']).visibility).toBe(
      'Internal',
    );
    expect(mapAlertmanagerAlert(alert({ alertname: 'X', device: 'd', visibility: 'loud' }), 0, ['device']).visibility).toBeUndefined();
  });

  it('names an alert without alertname, and reads resolved', () => {
    const m = mapAlertmanagerAlert({ ...alert({ instance: 'a' }), status: 'resolved' }, 0, ['instance']);
    expect(m).toMatchObject({ eventName: UNNAMED_EVENT, firing: false });
  });

  it('keeps the fingerprint as instance, else hashes the labels in any order', () => {
    expect(instanceOf(alert({ a: '1' }, { fingerprint: '1a30ba71cca2921f' }))).toBe('1a30ba71cca2921f');
    const h = instanceOf(alert({ a: '1', b: '2' }));
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(instanceOf(alert({ b: '2', a: '1' }))).toBe(h);
    expect(instanceOf(alert({ a: '1', b: '3' }))).not.toBe(h);
  });

  it('writes summary and description as the text', () => {
    expect(textOf(alert({}, { annotations: { summary: 'CPU high', description: 'over 90% for 5m' } }), 'HighCpu')).toBe('CPU high: over 90% for 5m');
    expect(textOf(alert({}, { annotations: { description: 'only this' } }), 'HighCpu')).toBe('only this');
    expect(textOf(alert({}), 'HighCpu')).toBe('HighCpu (Alertmanager)');
    expect(textOf(alert({}, { annotations: { summary: 'x'.repeat(5000) } }), 'E')).toHaveLength(4000);
  });
});

describe('generic alert times', () => {
  const now = Date.UTC(2026, 5, 1);
  it.each([
    ['2026-05-31T10:00:00Z', Date.UTC(2026, 4, 31, 10)],
    ['2026-05-31T10:00:00', Date.UTC(2026, 4, 31, 10)],
    ['2026-05-31 10:00', Date.UTC(2026, 4, 31, 10)],
    ['2026-05-31T12:00:00.500+02:00', Date.UTC(2026, 4, 31, 10, 0, 0, 500)],
    ['2026-05-31', Date.UTC(2026, 4, 31)],
    [Date.UTC(2026, 4, 31), Date.UTC(2026, 4, 31)],
  ])('%s', (text, ms) => {
    expect(epochOf(text, now)).toBe(ms);
  });

  it.each([['5/31/2026'], ['yesterday'], ['2026-13-45T99:00'], [1_780_000_000], [Date.UTC(2026, 5, 3)]])('refuses %s', (t) => {
    expect(epochOf(t, now)).toBeUndefined();
  });
});

describe('webhook secret', () => {
  it('reads Bearer and the password of Basic', () => {
    expect(presentedSecret('Bearer s3cret')).toBe('s3cret');
    expect(presentedSecret(`Basic ${Buffer.from('alertmanager:pa:ss').toString('base64')}`)).toBe('pa:ss');
    expect(presentedSecret(`Basic ${Buffer.from('nocolon').toString('base64')}`)).toBeUndefined();
    expect(presentedSecret('Digest x')).toBeUndefined();
    expect(presentedSecret(undefined)).toBeUndefined();
  });

  it('compares whole secrets', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});

describe('long labels', () => {
  it('cuts an alertname to 255 characters', () => {
    expect(mapAlertmanagerAlert(alert({ alertname: 'A'.repeat(300_000) }), 0, []).eventName).toHaveLength(255);
  });
});
