import { isIPv4 } from 'node:net';
import { badRequest } from '../../../lib/http-error';
import type { CaptureFilter } from './capture-packets';
import type { Proto } from './frames';

const list = (v: string | undefined) =>
  (v ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function parseHosts(field: string, v: string | undefined): string[] {
  return list(v).map((h) => {
    if (!isIPv4(h)) throw badRequest(`${field}: '${h}' is not an IPv4 address`);
    return h;
  });
}

export function parsePorts(field: string, v: string | undefined): number[] {
  return list(v).map((p) => {
    const n = Number(p);
    if (!/^\d+$/.test(p) || n < 1 || n > 65_535) throw badRequest(`${field}: '${p}' is not a port (1 to 65535)`);
    return n;
  });
}

const PROTOS: readonly Proto[] = ['icmp', 'tcp', 'udp', 'arp'];

export function parseProtocols(field: string, v: string | undefined): Proto[] {
  return list(v).map((p) => {
    const lower = p.toLowerCase() as Proto;
    if (!PROTOS.includes(lower)) throw badRequest(`${field}: '${p}' is not one of ${PROTOS.join(', ')}`);
    return lower;
  });
}

/**
 * The part of tcpdump's filter language the capture engine honours: protocol names, `host A`,
 * `src [host] A`, `dst [host] A`, `port N`, joined by `and`/`or` (read as "any of"). Anything
 * else (not, net, brackets...) is refused rather than silently ignored.
 */
export function parseCustomFilter(v: string | undefined): Partial<CaptureFilter> {
  const words = (v ?? '').trim().split(/\s+/).filter(Boolean);
  const out = { protocols: [] as Proto[], hosts: [] as string[], ports: [] as number[], hostSide: 'any' as CaptureFilter['hostSide'] };
  for (let i = 0; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if (w === 'and' || w === 'or' || w === '&&' || w === '||') continue;
    if ((PROTOS as readonly string[]).includes(w)) out.protocols.push(w as Proto);
    else if (w === 'host' || w === 'src' || w === 'dst') {
      if (w !== 'host') out.hostSide = w;
      if (words[i + 1]?.toLowerCase() === 'host') i++;
      out.hosts.push(...parseHosts('custom_filter', words[++i] ?? ''));
      if (!words[i]) throw badRequest(`custom_filter: '${w}' needs an address`);
    } else if (w === 'port') {
      if (!words[i + 1]) throw badRequest("custom_filter: 'port' needs a number");
      out.ports.push(...parsePorts('custom_filter', words[++i]));
    } else throw badRequest(`custom_filter: '${words[i]}' is not supported (use tcp, udp, icmp, arp, host A, src A, dst A, port N, and, or)`);
  }
  return out;
}

/** A filter that can match something: a port filter leaves only TCP and UDP. */
export function finalFilter(f: CaptureFilter, field: string): CaptureFilter {
  const protocols = f.ports.length ? f.protocols.filter((p) => p === 'tcp' || p === 'udp') : f.protocols;
  if (protocols.length === 0) throw badRequest(`${field}: no packet can match: ports apply only to tcp and udp`);
  if (f.hosts.length && protocols.every((p) => p === 'arp') && f.hostSide !== 'any') {
    throw badRequest(`${field}: ARP has no source/destination IP direction`);
  }
  return { ...f, protocols: [...new Set(protocols)], hosts: [...new Set(f.hosts)], ports: [...new Set(f.ports)] };
}
