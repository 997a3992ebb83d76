import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { simulatedDiagnostic } from '../../simulator/actions/fortios-diagnostics';
import { simulatedDriver } from '../../simulator/actions/simulated-driver';
import type { SnmpOptions } from '../snmp';
import type { DeviceActionDriver } from './driver';
import { icmpDriver } from './icmp-driver';
import { byOrigin, realDeviceGate, unavailableDriver } from './real-device-gate';
import { snmpDriver } from './snmp-driver';

/*
 * The one seam where an API module reaches the simulator: it selects the device driver the
 * action routes use, and the FortiOS diagnostics Device Search answers. Every other module
 * stays ignorant of what is simulated; a real vendor driver is added here, not in the routes.
 */

/** The driver ACTION_DRIVER names for the simulator's devices: icmp pings for real and falls back to the simulated one. */
export function configuredDriver(cfg: Config['actions']): DeviceActionDriver {
  const simulated = simulatedDriver({ failures: cfg.simulatedFailures });
  return cfg.driver === 'icmp' ? icmpDriver({ fallback: simulated }) : simulated;
}

export interface ActionDriverOptions {
  db: Kysely<DB>;
  actions: Config['actions'];
  snmp: SnmpOptions;
  /** config.feeds.snmpSecretKey (SNMP_SECRET_KEY). */
  secretKey: string | undefined;
  /** A test's driver for every device, in place of the simulated and real ones. */
  override?: DeviceActionDriver;
}

/**
 * The driver of the action routes (issue 31 item 1): devices with SNMP settings answer Interface
 * Status, hardNic, ARP Cache and discovery over SNMP; otherwise the simulator's devices get the
 * ACTION_DRIVER one, and every other device the real chain (ICMP from this host, then a refusal
 * with the reason), checked first by the real-device rule so nothing is invented for it.
 */
export function actionDriver(o: ActionDriverOptions): DeviceActionDriver {
  const withSnmp = (fallback: DeviceActionDriver) => snmpDriver({ db: o.db, fallback, snmp: o.snmp, secretKey: o.secretKey });
  if (o.override) return withSnmp(o.override);
  const real = realDeviceGate(withSnmp(icmpDriver({ fallback: unavailableDriver() })));
  return byOrigin(withSnmp(configuredDriver(o.actions)), real);
}

/** The FortiOS diagnostics of Device Search: simulated until a FortiGate API driver exists. */
export const fortiosDiagnostic = simulatedDiagnostic;
