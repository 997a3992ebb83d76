import { isIP } from 'node:net';

/**
 * How an IP or network search reads what was typed (spec 002 §2.6 help: a regex, and IP
 * searches by their leading octets). A full address matches exactly, a CIDR the networks
 * inside it, IP-like text ('10.16.3.', 'fd10:16') as a prefix (a regex '.' would also match
 * '10x16' and '110.16.3.'), anything else as a case-insensitive regex.
 */
export type IpMatch =
  { kind: 'ip'; ip: string } | { kind: 'cidr'; cidr: string } | { kind: 'prefix'; prefix: string } | { kind: 'regex'; pattern: string };

const IP_CHARS = /^[0-9a-f][0-9a-f.:]*$/i;

/** isIP accepts an IPv6 zone ('fe80::1%eth0'), which PostgreSQL's inet does not. */
const address = (s: string): boolean => !s.includes('%') && isIP(s) !== 0;

export function ipMatch(text: string): IpMatch {
  const q = text.trim();
  if (address(q)) return { kind: 'ip', ip: q };
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(q);
  if (cidr && address(cidr[1]) && Number(cidr[2]) <= (isIP(cidr[1]) === 4 ? 32 : 128)) return { kind: 'cidr', cidr: q };
  if (IP_CHARS.test(q)) return { kind: 'prefix', prefix: q.toLowerCase() };
  return { kind: 'regex', pattern: q };
}

/** A LIKE pattern matching text that starts with `prefix` literally. */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
