import {
  BACKBONES,
  PING_COUNTS,
  isLanPingAllowed,
  isMgmtPingAllowed,
  type ActionCatalogDevice,
  type DeviceActionDef,
  type PingType,
} from '@nms/contract';
import type { QueryParams } from '../../../lib/api-client';

/** What the user typed or picked for a section's action (query parameter names). */
export interface InputValues {
  ping_type: PingType | '';
  num_pings: string;
  ip: string;
  target_ip: string;
  outlet: string;
  backbone: string;
}

export const PING_COUNT_OPTIONS = PING_COUNTS.map(String);
export const BACKBONE_OPTIONS = BACKBONES.map(String);
export const PING_TYPE_LABELS: Record<PingType, string> = { lan: 'LAN', mgmt: 'Management' };

/** The ping types this device may use (spec 001 §2.5): lan first, as it is the default. */
export function pingTypeOptions(device: ActionCatalogDevice): PingType[] {
  const out: PingType[] = [];
  if (isLanPingAllowed(device.poller)) out.push('lan');
  if (isMgmtPingAllowed(device.dmnType, device.managementIp)) out.push('mgmt');
  return out;
}

/** Defaults: ping type lan (else the one allowed), 5 pings, backbone 0, nothing typed. */
export function initialInputs(device: ActionCatalogDevice): InputValues {
  return { ping_type: pingTypeOptions(device)[0] ?? '', num_pings: '5', ip: '', target_ip: '', outlet: '', backbone: '0' };
}

/** True while a required input of the action is empty: its execute button stays disabled. */
export function missingRequired(def: DeviceActionDef | undefined, values: InputValues): boolean {
  if (!def) return true;
  return (def.inputs ?? []).some((input) => {
    if (input.kind === 'pingType') return values.ping_type === '';
    if (input.kind === 'pingCount') return values.num_pings === '';
    return values[input.name].trim() === '';
  });
}

/** The query parameters the action sends: only its own inputs, trimmed. */
export function actionParams(def: DeviceActionDef, values: InputValues): QueryParams {
  const params: QueryParams = {};
  for (const input of def.inputs ?? []) params[input.name] = String(values[input.name]).trim();
  return params;
}
