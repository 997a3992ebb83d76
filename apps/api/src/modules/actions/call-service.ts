import { CALL_ACTIONS, deviceActionDef, isActionOffered, type DeviceActionDef } from '@nms/contract';
import { HttpError, badRequest } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { parseCallInput } from './call-inputs';
import type { CallOutcome } from './driver';
import type { ActionDevice } from './repository';
import { loadDevices, type ActionContext } from './service';
import type { TeamNotifier } from './team-notifier';

export interface CallContext extends ActionContext {
  notifier: TeamNotifier;
}

/** The call actions this route answers (ping keeps its own route with ping_type and num_pings). */
export const ROUTED_CALL_ACTIONS = CALL_ACTIONS.filter((a) => a !== 'ping');

/** The catalog entry of a call action; 400 listing the known ones otherwise. */
export function callActionDef(action: string): DeviceActionDef {
  const def = deviceActionDef(action);
  if (!def || def.kind !== 'call' || action === 'ping') {
    throw badRequest(`Unknown action '${action}': use one of ${CALL_ACTIONS.join(', ')}`);
  }
  return def;
}

/** The device attributes the catalog rules read, so a refusal says why. */
const describe = (d: ActionDevice) =>
  [
    ['productCategory', d.productCategory],
    ['className', d.className],
    ['nocid', d.nocid],
    ['model', d.model],
    ['dmnType', d.dmnType],
    ['poller', d.poller],
  ]
    .map(([k, v]) => `${k} '${v ?? ''}'`)
    .join(', ');

function checkOffered(def: DeviceActionDef, device: ActionDevice) {
  if (!isActionOffered(def.action, device)) {
    throw badRequest(
      `${def.label} (${def.action}) is not offered for ${device.name}: the Device Actions catalog does not list it for this device (${describe(device)})`,
    );
  }
}

/**
 * One `call` action of the Device Actions panel (spec 001 §2.5, §7): the catalog must offer it
 * for the device, its inputs must be valid; then the driver runs it, the audit log records it
 * (success or failure) and a secured action notifies the NMS team.
 */
export async function runCallAction(ctx: CallContext, action: string, query: Record<string, unknown>): Promise<{ results: unknown }> {
  const def = callActionDef(action);
  const [device] = await loadDevices(ctx.db, [String(query.device_name ?? '')]);
  checkOffered(def, device);
  const input = parseCallInput(def, device, query);

  let outcome: CallOutcome;
  try {
    outcome = await ctx.driver.call(action, device, input);
  } catch (err) {
    const message = err instanceof HttpError ? err.message : `${action} failed: ${(err as Error).message}`;
    await finish(ctx, def, device, { ok: false, summary: message, input });
    throw err;
  }
  await finish(ctx, def, device, { ok: outcome.ok, summary: outcome.summary, input });
  return { results: outcome.results };
}

async function finish(ctx: CallContext, def: DeviceActionDef, device: ActionDevice, r: { ok: boolean; summary: string; input: object }) {
  const outcome = r.ok ? 'success' : 'failure';
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: def.action,
    deviceNames: [device.name],
    outcome,
    detail: { ...r.input, summary: r.summary, driver: ctx.driver.name, ...(def.secured ? { secured: true } : {}) },
  });
  if (def.secured) {
    // Not awaited: the team's webhook may be slow or down; the notifier logs and never throws.
    void ctx.notifier.notify({
      action: def.action,
      label: def.label,
      device_name: device.name,
      user: ctx.actor.name,
      at: new Date().toISOString(),
      outcome,
      message: r.summary,
    });
  }
}
