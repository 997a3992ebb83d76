import type { IpamNetworkKey } from './ipam-types';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** A dotted IPv4 address as the inventory writes it ('{ip}' is a DHCP placeholder, not an address). */
export const isIpv4 = (s: string | null | undefined): s is string => !!s && IPV4.test(s);

/** The /24 holding an IPv4 address: every simulated network (management blocks, site LANs) is one. */
export function ipv4Network(ip: string, view: string): IpamNetworkKey {
  const [a, b, c] = ip.split('.');
  return { view, cidr: `${a}.${b}.${c}.0/24`, family: 4 };
}

/**
 * The IPv6 management address paired with an IPv4 one: 10.B.C.D -> fd10:B:(C+1)::D in the
 * /64 fd10:B:(C+1)::/64. Every group is non-zero, so the text is already PostgreSQL's canonical
 * form (no '::' elsewhere), and the address sorts and reads the same on both sides.
 */
export function ipv6Of(ipv4: string, view: string): { ip: string; network: IpamNetworkKey } {
  const [, b, c, d] = ipv4.split('.').map(Number);
  const prefix = `fd10:${b}:${c + 1}`;
  return { ip: `${prefix}::${d}`, network: { view, cidr: `${prefix}::/64`, family: 6 } };
}

/** IPv4 host numbers a /24 hands out (.0 is the network, .255 the broadcast). */
export const V4_FIRST_HOST = 1;
export const V4_LAST_HOST = 254;

export const networkKeyId = (k: IpamNetworkKey): string => `${k.view}|${k.cidr}`;
