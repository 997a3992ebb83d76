import { IB_NETWORK_VIEWS } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { fleetSites, planFleet } from '../fleet-generator';
import { hasIpv6, ipamHostsOf } from './ipam-hosts';
import { ipv4Network, ipv6Of, isIpv4 } from './ipam-ip';
import { ipamNetworkOf, looseAddressesOf } from './ipam-networks';
import type { IpamDevice } from './ipam-types';

const NOW = Date.UTC(2025, 5, 1);
const device = (over: Partial<IpamDevice> = {}): IpamDevice => ({
  name: 'ACME-00012-RTR1',
  nmd: 'ACME',
  managementIp: '10.16.3.7',
  lanIp: '172.16.12.1',
  description: 'Router X at Store #12',
  userdef1: 'Store #12',
  dataCenter: 'GTN',
  productCategory: 'Router',
  ...over,
});

describe('IPAM addresses', () => {
  it('recognises dotted IPv4 and nothing else', () => {
    expect(isIpv4('10.16.3.7')).toBe(true);
    for (const bad of ['{ip}', '10.16.3', '10.16.3.256', '', null, '1.2.3.4 ']) expect(isIpv4(bad)).toBe(false);
  });

  it('puts an address in its /24 and pairs it with a canonical IPv6 /64', () => {
    expect(ipv4Network('10.16.3.7', 'v')).toEqual({ view: 'v', cidr: '10.16.3.0/24', family: 4 });
    expect(ipv6Of('10.16.0.250', 'v')).toEqual({ ip: 'fd10:16:1::250', network: { view: 'v', cidr: 'fd10:16:1::/64', family: 6 } });
  });
});

describe('host records of a device', () => {
  it('names the management and LAN addresses of the inventory row, with extensible attributes', () => {
    const [mgmt, lan] = ipamHostsOf(device(), NOW);
    expect(mgmt.name).toBe('acme-00012-rtr1.hughes.net');
    expect(mgmt.view).toBe(IB_NETWORK_VIEWS.management);
    expect(mgmt.addresses.map((a) => a.ip)).toEqual(['10.16.3.7', 'fd10:16:4::7']); // a router has IPv6
    expect(lan.name).toBe('acme-00012-rtr1.lan.hughes.net');
    expect(lan.view).toBe(IB_NETWORK_VIEWS.customer);
    expect(lan.addresses).toEqual([{ ip: '172.16.12.1', network: { view: IB_NETWORK_VIEWS.customer, cidr: '172.16.12.0/24', family: 4 } }]);
    expect(mgmt.lastModified === null || /^\d{4}-\d{2}-\d{2}$/.test(mgmt.lastModified)).toBe(true);
  });

  it('is stable for a device and skips a DHCP LAN address', () => {
    expect(ipamHostsOf(device(), NOW)).toEqual(ipamHostsOf(device(), NOW));
    const hosts = ipamHostsOf(device({ lanIp: '{ip}', productCategory: 'Switch' }), NOW);
    expect(hosts.map((h) => h.view)).toEqual([IB_NETWORK_VIEWS.management]);
  });

  it('covers every device of a generated fleet, a share of them with IPv6', () => {
    const plan = planFleet({ seed: 3, size: 400, now: NOW });
    const devices = [...fleetSites(plan)].flatMap((s) => s.devices.map((d) => d.record as unknown as IpamDevice));
    let v6 = 0;
    for (const d of devices) {
      const hosts = ipamHostsOf(d, NOW);
      expect(hosts[0].addresses[0].ip).toBe(d.managementIp);
      if (hasIpv6(d)) v6++;
    }
    expect(v6).toBeGreaterThan(devices.length * 0.2);
    expect(v6).toBeLessThan(devices.length);
  });
});

describe('networks', () => {
  it('describes a network after a device in it and reserves a few loose addresses inside it', () => {
    const net = ipamNetworkOf({ view: IB_NETWORK_VIEWS.customer, cidr: '172.16.12.0/24', family: 4 }, device(), NOW);
    expect(net.comment).toBe('ACME site LAN - Store #12');
    const loose = looseAddressesOf(net, NOW);
    expect(loose.some((a) => a.status === 'PENDING')).toBe(true);
    for (const a of loose) expect(a.ip).toMatch(/^172\.16\.12\.\d+$/);
    expect(new Set(loose.map((a) => a.ip)).size).toBe(loose.length);
    expect(looseAddressesOf({ ...net, family: 6, cidr: 'fd10:16:4::/64' }, NOW)).toEqual([]);
  });
});
