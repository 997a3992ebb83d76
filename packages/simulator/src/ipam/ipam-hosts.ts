import { IB_NETWORK_VIEWS } from '@nms/contract';
import { hashSeed } from '../prng';
import { ipamAttrs } from './ipam-people';
import { ipv4Network, ipv6Of, isIpv4 } from './ipam-ip';
import type { IpamDevice, IpamHost } from './ipam-types';

export const IPAM_DOMAIN = 'hughes.net';

/** Devices that also got an IPv6 management address: every router and about a quarter of the rest. */
export const hasIpv6 = (d: IpamDevice): boolean => d.productCategory === 'Router' || hashSeed(0x1b10, 'ipv6', d.name) % 4 === 0;

/**
 * The host records of one device, consistent with its inventory row: its management address
 * (and for some an IPv6 one) under '{name}.hughes.net' in the management view, and its static
 * LAN address under '{name}.lan.hughes.net' in the customer view. DHCP devices ('{ip}') have no
 * LAN record. Names are lower case, as DNS stores them.
 */
export function ipamHostsOf(d: IpamDevice, now: number): IpamHost[] {
  const hosts: IpamHost[] = [];
  const base = d.name.toLowerCase();
  if (isIpv4(d.managementIp)) {
    const view = IB_NETWORK_VIEWS.management;
    const { rng, ...attrs } = ipamAttrs(view, now, 'host', d.name);
    const addresses = [{ ip: d.managementIp, network: ipv4Network(d.managementIp, view) }];
    if (hasIpv6(d)) addresses.push(ipv6Of(d.managementIp, view));
    hosts.push({
      name: `${base}.${IPAM_DOMAIN}`,
      view,
      deviceName: d.name,
      addresses,
      ...attrs,
      // Most records carry the inventory's description; some were never commented.
      comment: rng.chance(0.85) ? d.description : null,
    });
  }
  if (isIpv4(d.lanIp)) {
    const view = IB_NETWORK_VIEWS.customer;
    const { rng, ...attrs } = ipamAttrs(view, now, 'host', d.name);
    const site = d.userdef1 ?? d.nmd ?? 'site';
    hosts.push({
      name: `${base}.lan.${IPAM_DOMAIN}`,
      view,
      deviceName: d.name,
      addresses: [{ ip: d.lanIp, network: ipv4Network(d.lanIp, view) }],
      ...attrs,
      comment: rng.chance(0.8) ? `${d.nmd ?? ''} ${site} LAN ${d.productCategory ?? 'device'}`.trim() : null,
    });
  }
  return hosts;
}
