import { describe, expect, it } from 'vitest';
import { lastForwarded, parseTrustProxy, proxyTrust } from './proxy-trust';

describe('TRUST_PROXY', () => {
  it('unset trusts nobody', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(proxyTrust(parseTrustProxy(''))('127.0.0.1')).toBe(false);
  });

  it('trusts the listed addresses and CIDRs, IPv4 through a dual-stack socket too', () => {
    const trusted = proxyTrust(parseTrustProxy(' 127.0.0.1, 10.1.0.0/16 ,fd00::/8'));
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.1.200.3', 'fd12::1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '10.2.0.1', '::1', 'fe80::1', undefined, 'nonsense'].map(trusted)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses what is not an address or CIDR, naming the setting', () => {
    for (const bad of ['true', 'loopback', '10.0.0.0/33', '10.0.0.0/', '10.0.0.1/8/1', '::1/129', 'example.com']) {
      expect(() => parseTrustProxy(bad)).toThrow(/^TRUST_PROXY must be a comma list/);
    }
  });

  it('reads the nearest proxy’s value of a forwarded header', () => {
    expect(lastForwarded('http, https')).toBe('https');
    expect(lastForwarded(['a.example', 'b.example'])).toBe('b.example');
    expect(lastForwarded(undefined)).toBeUndefined();
  });
});
