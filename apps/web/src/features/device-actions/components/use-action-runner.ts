import type { ActionCatalogDevice, ActionSectionKey, DeviceActionDef } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WRITE_EFFECTS, actionChangesDevice, announceChange } from '../../../lib/data-changes';
import { fetchLaunchUiLink } from '../api/get-launch-ui-link';
import { runDeviceAction } from '../api/run-device-action';
import { runDiscovery } from '../api/run-discovery';
import { actionParams, type InputValues } from '../logic/action-inputs';
import { PING_ACTIONS, PING_ERROR, selectResultView } from '../../../components/action-results/select-result-view';
import { isPopupAction, type OpenPopup } from './open-popup';

/**
 * Runs the panel's actions. One section at a time (`running`): `call` and `discovery` actions
 * wait for the server and open their result; the other kinds open their popup at once.
 */
export function useActionRunner(device: ActionCatalogDevice, open: (popup: OpenPopup) => void) {
  const [running, setRunning] = useState<ActionSectionKey>();
  const client = useQueryClient();

  const run = async (def: DeviceActionDef, values: InputValues) => {
    const title = `${def.label} - ${device.name}`;
    if (def.kind === 'report') return open({ type: 'report', title, report: def.report ?? def.action });
    if (def.kind === 'metric') return open({ type: 'metric', title, metric: def.metric ?? def.action, label: def.label });
    if (def.kind === 'popup' && isPopupAction(def.action)) return open({ type: def.action, title });
    if (def.kind === 'link') {
      // The launch-UI page takes no token: the API signs the link (deviceid, the user's nickname, expiry).
      try {
        window.open(await fetchLaunchUiLink(device.name), '_blank', 'noopener');
      } catch (e) {
        console.error(`Action ${def.action} failed`, e);
      }
      return;
    }
    setRunning(def.section);
    try {
      const data =
        def.kind === 'discovery'
          ? await runDiscovery(def.action as 'discover' | 'rediscover', device.name)
          : await runDeviceAction(def.action, device.name, actionParams(def, values));
      open({ type: 'result', title, view: selectResultView(def, data, values), data });
      if (actionChangesDevice(def)) {
        void announceChange(client, { devices: [device.name], kinds: WRITE_EFFECTS.deviceAction });
      }
    } catch (e) {
      // Spec 001 §8: a single action failure is only logged, except the ping failure popup.
      console.error(`Action ${def.action} failed`, e);
      if (PING_ACTIONS.includes(def.action)) open({ type: 'message', title, text: PING_ERROR });
    } finally {
      setRunning(undefined);
    }
  };

  return { running, run };
}
