import type { Config } from '../../config';
import { simulatedDiagnostic } from '../../simulator/actions/fortios-diagnostics';
import { simulatedDriver } from '../../simulator/actions/simulated-driver';
import type { DeviceActionDriver } from './driver';
import { icmpDriver } from './icmp-driver';

/*
 * The one seam where an API module reaches the simulator: it selects the device driver the
 * action routes use, and the FortiOS diagnostics Device Search answers. Every other module
 * stays ignorant of what is simulated; a real vendor driver is added here, not in the routes.
 */

/** The driver ACTION_DRIVER names: icmp pings for real and falls back to the simulated one. */
export function configuredDriver(cfg: Config['actions']): DeviceActionDriver {
  const simulated = simulatedDriver({ failures: cfg.simulatedFailures });
  return cfg.driver === 'icmp' ? icmpDriver({ fallback: simulated }) : simulated;
}

/** The FortiOS diagnostics of Device Search: simulated until a FortiGate API driver exists. */
export const fortiosDiagnostic = simulatedDiagnostic;
