import { DEVICE_ACTIONS, OPERATION_ACCESS, type ActionCatalogDevice, type DeviceActionDef, type Permission, type ResultView } from '@nms/contract';
import { useState } from 'react';
import { PING_ERROR, selectResultView } from '../../../components/action-results/select-result-view';
import { deviceActionPermission, useAccessCheck, type Access } from '../../../lib/auth/use-permission';
import { actionParams, initialInputs, runDeviceAction } from '../../device-actions';
import { deviceNotFoundMessage, useDeviceDetails } from '../../device-details';

export interface DeviceCommand {
  id: 'details' | 'ping' | 'pam' | 'lumos';
  label: string;
  /** Why it cannot run now (the role table's words, or the catalog's); undefined: it can. */
  reason?: string;
}

export type PingState =
  { running: true } | { running: false; title: string; view: ResultView; data: unknown } | { running: false; title: string; error: string };

/** PAM suspend needs what the PAM form's create needs (the role table). */
const PAM_PERMISSION = OPERATION_ACCESS['POST /action/devices/pam-suspend'] as Permission;

/** The device's ping as its Actions panel offers it: Ping, else its Ping/Current Status. */
export function pingActionOf(device: ActionCatalogDevice): DeviceActionDef | undefined {
  const troubleshooting = DEVICE_ACTIONS.filter((d) => d.section === 'trouble_shooting_actions' && d.kind === 'call' && d.applies(device));
  return troubleshooting.find((d) => d.action === 'ping') ?? troubleshooting.find((d) => d.label === 'Ping/Current Status');
}

const reasonOf = (access: Access) => (access.allowed ? undefined : access.reason);

/**
 * A device's commands in the palette, by the Actions panel's rules: the catalog decides whether
 * the device has a ping, the role table whether the user may run it (disabled with why).
 */
export function useDeviceCommands(name: string | undefined) {
  const details = useDeviceDetails(name);
  const check = useAccessCheck();
  const [ping, setPing] = useState<PingState>();
  // Another device: the previous one's result goes (adjusted during render, not in an effect).
  const [pingOf, setPingOf] = useState(name);
  if (pingOf !== name) {
    setPingOf(name);
    setPing(undefined);
  }
  const device = details.data && name ? ({ ...details.data.device, name } as ActionCatalogDevice) : undefined;
  const pingDef = device ? pingActionOf(device) : undefined;

  const unavailable = details.isError ? deviceNotFoundMessage(name ?? '') : !device ? 'Loading the device…' : undefined;
  const pingReason = unavailable ?? (pingDef ? reasonOf(check(deviceActionPermission(pingDef))) : 'This device has no ping action');
  const commands: DeviceCommand[] = [
    { id: 'details', label: 'Open Device Details' },
    { id: 'ping', label: pingDef?.label ?? 'Ping', reason: ping?.running ? 'Running…' : pingReason },
    { id: 'pam', label: 'PAM Suspend', reason: reasonOf(check(PAM_PERMISSION)) },
    { id: 'lumos', label: 'Open in LUMOS' },
  ];

  const runPing = async () => {
    if (!device || !pingDef || ping?.running || !name) return;
    const values = initialInputs(device);
    const title = `${pingDef.label} - ${name}`;
    setPing({ running: true });
    try {
      const data = await runDeviceAction(pingDef.action, name, actionParams(pingDef, values));
      setPing({ running: false, title, view: selectResultView(pingDef, data, values), data });
    } catch (e) {
      // As the panel: the ping failure message (spec 001 §8), the cause in the console.
      console.error(`Action ${pingDef.action} failed`, e);
      setPing({ running: false, title, error: PING_ERROR });
    }
  };

  return { commands, ping, runPing };
}
