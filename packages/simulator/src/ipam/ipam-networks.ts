import { IB_NETWORK_VIEWS } from '@nms/contract';
import { ipamAttrs } from './ipam-people';
import { V4_FIRST_HOST, V4_LAST_HOST } from './ipam-ip';
import type { IpamDevice, IpamLooseAddress, IpamNetwork, IpamNetworkKey } from './ipam-types';

/**
 * A network record, described after the first device found in it: management blocks name the
 * data center that provisioned them, customer LANs the customer and site.
 */
export function ipamNetworkOf(key: IpamNetworkKey, sample: IpamDevice, now: number): IpamNetwork {
  const { owner, ownerGroup, lastModified } = ipamAttrs(key.view, now, 'network', key.cidr);
  const comment =
    key.view === IB_NETWORK_VIEWS.customer
      ? `${sample.nmd ?? 'Customer'} site LAN - ${sample.userdef1 ?? sample.name}`
      : `NMS management ${key.family === 6 ? 'IPv6 ' : ''}block - ${sample.dataCenter ?? 'unassigned'}`;
  return { ...key, comment, owner, ownerGroup, lastModified };
}

/**
 * Addresses of an IPv4 network no host record holds but IPAM still tracks: a few a discovery
 * scan found answering (CONFLICT) and a few reserved for work in progress (PENDING). When a host
 * record holds the same address, the record wins (the loader keeps the first row).
 */
export function looseAddressesOf(net: IpamNetwork, now: number): IpamLooseAddress[] {
  if (net.family !== 4) return [];
  const { rng } = ipamAttrs(net.view, now, 'loose', net.cidr);
  const prefix = net.cidr.slice(0, net.cidr.lastIndexOf('.') + 1);
  const out = new Map<string, IpamLooseAddress>();
  const add = (status: IpamLooseAddress['status'], n: number) => {
    for (let i = 0; i < n; i++) {
      const ip = `${prefix}${rng.int(V4_FIRST_HOST + 1, V4_LAST_HOST)}`;
      if (!out.has(ip)) out.set(ip, { ip, status, owner: net.owner, ownerGroup: net.ownerGroup, lastModified: net.lastModified });
    }
  };
  add('CONFLICT', rng.int(0, 2));
  add('PENDING', rng.int(1, 3));
  return [...out.values()];
}
