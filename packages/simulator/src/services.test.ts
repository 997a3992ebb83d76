import { describe, expect, it } from 'vitest';
import { buildCustomers } from './customers';
import { fleetBatches, planFleet } from './fleet-generator';
import { EM7_STACKS, customerServices, siteService } from './services';

const NOW = Date.UTC(2025, 0, 15, 12);
const devicesOf = (seed: number, size: number) => [...fleetBatches(planFleet({ seed, size, now: NOW }), 500)].flatMap((b) => b.devices);

describe('managed services', () => {
  it('are deterministic per seed and customer: 1..3 per customer, unique ids', () => {
    const customers = buildCustomers(42, 3000);
    const ids = new Set<string>();
    for (const c of customers) {
      const services = customerServices(42, c);
      expect(services).toEqual(customerServices(42, c));
      expect(services.length).toBeGreaterThanOrEqual(1);
      expect(services.length).toBeLessThanOrEqual(3);
      for (const s of services) {
        expect(s.serviceId).toMatch(/^SVC-\d{7}$/);
        expect(ids.has(s.serviceId)).toBe(false);
        ids.add(s.serviceId);
        expect(s.em7StackId).toBeGreaterThanOrEqual(1);
        expect(s.em7StackId).toBeLessThanOrEqual(EM7_STACKS);
        expect(s.orgName).toBe(services[0].orgName);
      }
      expect(services.map((s) => s.serviceId)).toContain(siteService(42, c, 1).serviceId);
    }
  });

  it('give every device of a site its service and unique EM7 ids per stack', () => {
    const devices = devicesOf(9, 1200);
    const bySite = new Map<unknown, Set<unknown>>();
    for (const d of devices) {
      expect(d.serviceId).toMatch(/^SVC-/);
      bySite.set(d.customerLocationId, (bySite.get(d.customerLocationId) ?? new Set()).add(d.serviceId));
    }
    for (const services of bySite.values()) expect(services.size).toBe(1);
    const keys = devices.map((d) => `${d.em7StackId}_${d.em7DeviceId}`);
    expect(new Set(keys).size).toBe(devices.length);
    expect(new Set(devices.map((d) => d.serviceType))).toContain('SD-WAN');
    expect(devicesOf(9, 1200).slice(0, 50)).toEqual(devices.slice(0, 50));
  });
});
