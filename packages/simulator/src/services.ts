import type { Customer } from './customers';
import { Rng } from './prng';

/**
 * Managed services: what a customer buys (an SD-WAN, a broadband or a LAN service) and what its
 * sites are provisioned under. Every site belongs to one service of its customer, so all devices
 * of a site share it. The EM7 monitoring stack a service's devices are polled from is fixed per
 * service. Drawn from their own ('services', ...) streams: the rest of the fleet is unchanged.
 */
export interface ServiceRecord {
  serviceType: string;
  serviceId: string;
  orgName: string;
  /** The EM7 stack (1..EM7_STACKS) polling the service's devices. */
  em7StackId: number;
}

export const EM7_STACKS = 4;

/** Service types a customer of each site profile buys, its main service first. */
const TYPES_BY_PROFILE: Record<string, readonly string[]> = {
  'forti-retail': ['SD-WAN', 'Managed LAN', 'Managed Broadband'],
  'meraki-restaurant': ['SD-WAN', 'Managed Broadband', 'Managed LAN'],
  'velo-bank': ['SD-WAN', 'Managed Broadband', 'Managed Voice'],
  'vsat-fuel': ['Satellite Broadband', 'Managed Broadband'],
  'cradle-clinic': ['Managed Broadband', 'Managed LAN'],
  'active-path': ['Satellite Broadband', 'SD-WAN'],
  'vsat-smb': ['Satellite Broadband'],
};
const LEGAL = ['Inc.', 'LLC', 'Corp.', 'Co.', 'Holdings'];

/** 'PETROMAX' -> 'Petromax'; numbered accounts keep their number ('Cust00042'). */
const titleCase = (nmd: string) => nmd.charAt(0) + nmd.slice(1).toLowerCase();

/** The organisation behind a customer, as the service inventory names it. */
export const orgNameOf = (seed: number, customer: Customer): string =>
  `${titleCase(customer.nmd)} ${Rng.of(seed, 'services', 'org', customer.index).pick(LEGAL)}`;

/** The services of a customer: 1..3, never more kinds than its profile offers. */
export function customerServices(seed: number, customer: Customer): ServiceRecord[] {
  const types = TYPES_BY_PROFILE[customer.profile.key] ?? ['Managed Broadband'];
  const rng = Rng.of(seed, 'services', customer.index);
  const count = Math.min(
    types.length,
    rng.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const),
  );
  const orgName = orgNameOf(seed, customer);
  return types.slice(0, count).map((serviceType, k) => ({
    serviceType,
    // Unique in the fleet: three slots per customer.
    serviceId: `SVC-${String(1001 + customer.index * 3 + k).padStart(7, '0')}`,
    orgName,
    em7StackId: Rng.of(seed, 'services', customer.index, 'stack', k).int(1, EM7_STACKS),
  }));
}

/** The service a site is provisioned under: mostly the customer's main one. */
export function siteService(seed: number, customer: Customer, siteNo: number): ServiceRecord {
  const services = customerServices(seed, customer);
  const rng = Rng.of(seed, 'services', customer.index, 'site', siteNo);
  return rng.weighted(services.map((s, k) => [s, k === 0 ? 3 : 1] as const));
}

/** EM7 device ids are unique per stack; the fleet position makes them unique everywhere. */
export const em7DeviceIdOf = (deviceIndex: number): number => 10_000 + deviceIndex;

/** The service columns of one device row (DEVICE_FIELDS serviceType .. em7DeviceId). */
export function serviceFields(service: ServiceRecord, deviceIndex: number) {
  return {
    serviceType: service.serviceType,
    serviceId: service.serviceId,
    orgName: service.orgName,
    em7StackId: service.em7StackId,
    em7DeviceId: em7DeviceIdOf(deviceIndex),
  };
}
