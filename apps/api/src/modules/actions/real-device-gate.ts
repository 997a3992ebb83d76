import { deviceActionDef, noDriverFor, realActionRefusal, type DeviceActionResult } from '@nms/contract';
import { HttpError } from '../../lib/http-error';
import type { DeviceActionDriver } from './driver';
import type { ActionDevice } from './repository';

/** The refusal of an action on a real device: 409 naming the action, the device and why. */
export const refused = (action: string, device: ActionDevice, reason: string) =>
  new HttpError(409, `${deviceActionDef(action)?.label ?? action} is not available for ${device.name}: ${reason}`);

/** A bulk run's answer for a device the action is refused on: that device failed, the others go on. */
const refusedResult = (action: string, device: ActionDevice, reason: string): DeviceActionResult => ({
  device_name: device.name,
  status: 'failure',
  detail: { error: refused(action, device, reason).message },
});

/**
 * The real-device rule (contract `realActionRefusal`) for `action` on `device`. `snmp` says
 * whether SNMP settings are assumed: the gate assumes them (the SNMP driver looks them up once,
 * when it runs), the end of the chain knows they were missing.
 */
const refusal = (action: string, device: ActionDevice, snmp: boolean) =>
  realActionRefusal(action, deviceActionDef(action)?.kind, { managementIp: device.managementIp, vendor: device.vendor, snmp });

/**
 * Checks every action on a device the simulator did not make against the real-device rule
 * before the real drivers run it: an action nothing real can do is refused with its reason
 * (409; a bulk run answers that device's failure with it), never handed to a driver that would
 * invent the answer. An SNMP action on a device without settings is refused at the chain's end.
 */
export function realDeviceGate(inner: DeviceActionDriver): DeviceActionDriver {
  const check = (action: string, device: ActionDevice) => {
    const reason = refusal(action, device, true);
    if (reason) throw refused(action, device, reason);
  };
  return {
    name: `real(${inner.name})`,
    async ping(device, request) {
      check('ping', device);
      return inner.ping(device, request);
    },
    async run(action, device) {
      const reason = refusal(action, device, true);
      return reason ? refusedResult(action, device, reason) : inner.run(action, device);
    },
    async call(action, device, input) {
      check(action, device);
      return inner.call(action, device, input);
    },
    async discover(device) {
      const reason = refusal('discover', device, true);
      return reason ? { ok: false, error: refused('discover', device, reason).message } : inner.discover(device);
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

/**
 * The end of the real chain: what no real driver answered is refused, never invented. An SNMP
 * action gets here only when the device has no SNMP settings (the SNMP driver found none).
 */
export function unavailableDriver(): DeviceActionDriver {
  const reason = (action: string, device: ActionDevice) => refusal(action, device, false) ?? noDriverFor(device.vendor);
  return {
    name: 'unavailable',
    ping: async (device) => {
      throw refused('ping', device, reason('ping', device));
    },
    run: async (action, device) => refusedResult(action, device, reason(action, device)),
    call: async (action, device) => {
      throw refused(action, device, reason(action, device));
    },
    discover: async (device) => ({ ok: false, error: refused('discover', device, reason('discover', device)).message }),
  };
}
