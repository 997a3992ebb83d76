import { showsSwitchPanel } from '@nms/contract';
import { fleetBatches, hasUserCounts, planFleet, seedEm7Events, type DeviceRecord, type Em7DeviceBrief } from '@nms/simulator';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { runsDiagnostics } from '../src/modules/device-search/diagnostics';

/**
 * The web e2e (e2e/global-setup.ts: FLEET_SIZE 1500, the default SIMULATOR_SEED) finds its Device
 * Search devices through the API; this pins that the fleet it starts holds each kind it needs.
 */
const E2E_FLEET_SIZE = 1500;
const { seed } = loadConfig({ FLEET_SIZE: String(E2E_FLEET_SIZE), SIMULATOR: 'off', PORT: '8080' }).simulator;
const devices: DeviceRecord[] = [...fleetBatches(planFleet({ seed, size: E2E_FLEET_SIZE, now: Date.now() }))].flatMap((b) => b.devices);
const byName = new Map(devices.map((d) => [d.name as string, d]));
const brief = (d: DeviceRecord): Em7DeviceBrief => ({
  name: d.name as string,
  className: d.className as string,
  model: d.model as string,
  stackId: d.em7StackId as number,
  deviceId: d.em7DeviceId as number,
  longitude: d.longitude as number,
});

describe(`the e2e fleet (seed ${seed}, ${E2E_FLEET_SIZE} devices) for Device Search`, () => {
  it('has FortiGate service devices with user counts and events', () => {
    const fortigates = devices.filter((d) => d.className === 'HNS_FortiGate' && d.serviceId);
    expect(fortigates.length).toBeGreaterThan(10);
    for (const d of fortigates) {
      expect(hasUserCounts(brief(d))).toBe(true);
      expect(seedEm7Events(brief(d), Date.now()).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has FortiSwitches under a FortiGate (switch panel with data) and switches under another router (panel hidden by a note)', () => {
    const switches = devices.filter((d) => showsSwitchPanel({ productCategory: d.productCategory as string, psiteid: d.psiteid as string }));
    const parentOf = (d: DeviceRecord) => byName.get(d.psiteid as string)!;
    expect(switches.some((s) => s.nocid === 'FORTILAN' && runsDiagnostics({ className: parentOf(s).className as string }))).toBe(true);
    expect(switches.some((s) => !runsDiagnostics({ className: parentOf(s).className as string }))).toBe(true);
  });

  it('has devices whose diagnostics answer a note, in services with other devices', () => {
    const noted = devices.filter((d) => !runsDiagnostics({ className: d.className as string }));
    expect(noted.some((d) => d.className === 'HNS_SatModem')).toBe(true);
    expect(new Set(devices.map((d) => d.serviceId)).size).toBeGreaterThan(20);
  });
});
