import type { ActionDevice } from '../actions';

/**
 * Which devices run the FortiOS diagnostic commands of Device Search: only a FortiGate. Any other
 * device answers a note, which hides the panel. The answers themselves come from the selected
 * driver (today simulated: simulator/actions/fortios-diagnostics.ts).
 */
export const FORTIGATE_CLASS = 'HNS_FortiGate';

export const runsDiagnostics = (d: Pick<ActionDevice, 'className'>): boolean => d.className === FORTIGATE_CLASS;

export const notSupported = (d: Pick<ActionDevice, 'className' | 'name'>): string => `Command not supported on ${d.className ?? d.name}`;
