import { deviceActionDef, noDriverFor, realActionRefusal, type RealDeviceReach } from '@nms/contract';
import { HttpError } from '../../lib/http-error';
import type { DeviceActionDriver } from './driver';
import type { ActionDevice } from './repository';

/** Whether the device has SNMP settings the console can use (asked only for SNMP actions). */
export type HasSnmp = (device: ActionDevice) => Promise<boolean>;

const SNMP_READS = new Set(['interfaceStatus', 'arpCache', 'hardNic', 'discover', 'rediscover']);

/** The refusal of an action on a real device: 409 naming the action, the device and why. */
export const refused = (action: string, device: ActionDevice, reason: string) =>
  new HttpError(409, `${deviceActionDef(action)?.label ?? action} is not available for ${device.name}: ${reason}`);

/**
 * Checks every action on a device the simulator did not make against the real-device rule
 * (contract `realActionRefusal`) before the real drivers run it: an action nothing real can do
 * is refused with its reason (409; a bulk run answers that device's failure with it), never
 * handed to a driver that would invent the answer.
 */
export function realDeviceGate(inner: DeviceActionDriver, hasSnmp: HasSnmp): DeviceActionDriver {
  async function refusal(action: string, device: ActionDevice): Promise<string | null> {
    const reach: RealDeviceReach = {
      managementIp: device.managementIp,
      vendor: device.vendor,
      snmp: SNMP_READS.has(action) ? await hasSnmp(device) : false,
    };
    return realActionRefusal(action, deviceActionDef(action)?.kind, reach);
  }
  async function check(action: string, device: ActionDevice): Promise<void> {
    const reason = await refusal(action, device);
    if (reason) throw refused(action, device, reason);
  }
  return {
    name: `real(${inner.name})`,
    async ping(device, request) {
      await check('ping', device);
      return inner.ping(device, request);
    },
    async run(action, device) {
      const reason = await refusal(action, device);
      if (reason) return { device_name: device.name, status: 'failure', detail: { error: refused(action, device, reason).message } };
      return inner.run(action, device);
    },
    async call(action, device, input) {
      await check(action, device);
      return inner.call(action, device, input);
    },
    async discover(device) {
      const reason = await refusal('discover', device);
      if (reason) return { ok: false, error: refused('discover', device, reason).message };
      return inner.discover(device);
    },
  };
}

/**
 * The driver of every action: the simulated one for the devices the simulator made, the real
 * chain for every other device. A device row says which (devices.simulated, migration 038).
 */
export function byOrigin(simulated: DeviceActionDriver, real: DeviceActionDriver): DeviceActionDriver {
  const pick = (device: ActionDevice) => (device.simulated ? simulated : real);
  return {
    name: `${simulated.name}|${real.name}`,
    ping: (device, request) => pick(device).ping(device, request),
    run: (action, device) => pick(device).run(action, device),
    call: (action, device, input) => pick(device).call(action, device, input),
    discover: (device) => pick(device).discover(device),
  };
}

/** The end of the real chain: what no real driver answered is refused, never invented. */
export function unavailableDriver(): DeviceActionDriver {
  const reason = (device: ActionDevice) => noDriverFor(device.vendor);
  return {
    name: 'unavailable',
    ping: async (device) => {
      throw refused('ping', device, reason(device));
    },
    run: async (action, device) => ({
      device_name: device.name,
      status: 'failure',
      detail: { error: refused(action, device, reason(device)).message },
    }),
    call: async (action, device) => {
      throw refused(action, device, reason(device));
    },
    discover: async (device) => ({ ok: false, error: refused('discover', device, reason(device)).message }),
  };
}
