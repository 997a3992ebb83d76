import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies may tell the API who the caller is (TRUST_PROXY, issue 30 item 2): a
 * comma list of addresses and CIDRs. X-Forwarded-For/-Proto/-Host are believed only from a socket
 * in this list; unset, nobody's are and the caller is the socket's address. Without this any
 * client could name its own address, dodging lockouts and rate limits and forging the audit trail.
 */
export type ProxyTrust = (address: string | undefined) => boolean;

interface Range {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

function rangeOf(entry: string): Range {
  const [address, prefixText, extra] = entry.split('/');
  const version = isIP(address);
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!version || extra !== undefined || !/^\d+$/.test(prefixText ?? '0') || prefix > bits) {
    throw new Error(`TRUST_PROXY must be a comma list of IP addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), got '${entry}'`);
  }
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** TRUST_PROXY parsed and checked: a wrong entry stops the start rather than trusting nobody silently. */
export function parseTrustProxy(v: string | undefined): string[] {
  const entries = (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  entries.forEach(rangeOf);
  return entries;
}

/** Whether a socket address is one of the trusted proxies (IPv4 seen as ::ffff:a.b.c.d included). */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const { address, prefix, family } of entries.map(rangeOf)) list.addSubnet(address, prefix, family);
  return (address) => {
    const version = address ? isIP(address) : 0;
    return version !== 0 && list.check(address!, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Fastify's trustProxy: off without proxies (request.ip is the socket), else this list decides each hop. */
export const fastifyTrustProxy = (entries: readonly string[]) => {
  if (entries.length === 0) return false;
  const trusted = proxyTrust(entries);
  return (address: string) => trusted(address);
};

/** The last of a comma-separated forwarded header: the value the nearest (trusted) proxy set. */
export const lastForwarded = (value: string | string[] | undefined) =>
  [value ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
