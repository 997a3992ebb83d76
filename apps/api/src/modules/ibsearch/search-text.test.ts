import { describe, expect, it } from 'vitest';
import { ipMatch, likePrefix } from './search-text';

describe('ipMatch', () => {
  it('reads full addresses, CIDRs, IP prefixes and regexes', () => {
    expect(ipMatch(' 10.16.3.7 ')).toEqual({ kind: 'ip', ip: '10.16.3.7' });
    expect(ipMatch('fd10:16:4::7')).toEqual({ kind: 'ip', ip: 'fd10:16:4::7' });
    expect(ipMatch('10.16.3.0/24')).toEqual({ kind: 'cidr', cidr: '10.16.3.0/24' });
    expect(ipMatch('10.16.')).toEqual({ kind: 'prefix', prefix: '10.16.' });
    expect(ipMatch('FD10:16')).toEqual({ kind: 'prefix', prefix: 'fd10:16' });
    expect(ipMatch('^10\\.16\\.3\\.[0-9]$')).toEqual({ kind: 'regex', pattern: '^10\\.16\\.3\\.[0-9]$' });
  });

  it('treats impossible CIDRs and zoned addresses as regexes, never as inet', () => {
    expect(ipMatch('10.16.3.0/33').kind).toBe('regex');
    expect(ipMatch('fe80::1%eth0').kind).toBe('regex');
    expect(ipMatch('10.16.3.0/').kind).toBe('regex');
  });

  it('escapes LIKE wildcards in a prefix', () => {
    expect(likePrefix('10.1_%')).toBe('10.1\\_\\%%');
  });
});
