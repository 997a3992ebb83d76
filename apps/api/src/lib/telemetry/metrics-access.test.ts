import { describe, expect, it } from 'vitest';
import { isLoopback, metricsAccess } from './metrics-access';

describe('metricsAccess', () => {
  it('knows loopback: 127.0.0.0/8, ::1 and IPv4 loopback on a dual-stack socket', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined]) expect(isLoopback(a)).toBe(false);
  });

  it('without a token: direct loopback only, never a relayed request', () => {
    expect(metricsAccess({ headers: {}, socketAddress: '127.0.0.1' }, undefined)).toBe('allowed');
    expect(metricsAccess({ headers: {}, socketAddress: '192.0.2.1' }, undefined)).toBe('forbidden');
    expect(metricsAccess({ headers: { forwarded: 'for=192.0.2.1' }, socketAddress: '127.0.0.1' }, undefined)).toBe('forbidden');
    expect(metricsAccess({ headers: { 'x-forwarded-for': '127.0.0.1' }, socketAddress: '::1' }, undefined)).toBe('forbidden');
  });

  it('with a token: exactly that bearer token, from anywhere, loopback included', () => {
    const at = (authorization: string | undefined, socketAddress = '127.0.0.1') =>
      metricsAccess({ headers: { authorization }, socketAddress }, 's3cret');
    expect(at('Bearer s3cret', '198.51.100.4')).toBe('allowed');
    expect(at('bearer s3cret')).toBe('allowed');
    expect(at(undefined)).toBe('unauthorized');
    expect(at('Bearer s3cre')).toBe('unauthorized');
    expect(at('Bearer s3cretX')).toBe('unauthorized');
    expect(at('Basic czNjcmV0')).toBe('unauthorized');
  });
});
