import {
  BULK_ACTIONS,
  MAX_BULK_DEVICES,
  MGMT_PING_DMN_TYPES,
  UNPOLLABLE_POLLERS,
  bulkActionBlockers,
  isBulkAction,
  isLanPingAllowed,
  isMgmtPingAllowed,
  type BulkActionAnswer,
  type DeviceActionResult,
  type PingAnswer,
  type PingCount,
  type PingType,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import type { DeviceActionDriver, RunnableBulkAction } from './driver';
import { findActionDevices, type ActionDevice } from './repository';

export interface ActionContext {
  db: Kysely<DB>;
  driver: DeviceActionDriver;
  /** Who acts, from the verified token: the actor of every audit entry. */
  actor: AuditActor;
}

/** At most this many devices are named in one error message; the rest are counted. */
export const NAMED_IN_ERRORS = 20;
/** Devices a driver works on at once: the simulated driver answers at once, ICMP pings take ~1 s each. */
const CONCURRENCY = 100;

export const listNames = (items: string[]) =>
  items.length <= NAMED_IN_ERRORS ? items.join(', ') : `${items.slice(0, NAMED_IN_ERRORS).join(', ')} and ${items.length - NAMED_IN_ERRORS} more`;

/** `a, b ,,a` → ['a', 'b']: trimmed, no blanks, no repeats, at most MAX_BULK_DEVICES. */
export function parseDeviceNames(csv: string): string[] {
  const names = [
    ...new Set(
      csv
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ];
  if (names.length === 0) throw badRequest('device_names: name at least one device');
  if (names.length > MAX_BULK_DEVICES) {
    throw badRequest(`device_names: at most ${MAX_BULK_DEVICES} devices per action, got ${names.length}`);
  }
  return names;
}

/** The devices in the order named; 404 naming every one that does not exist. */
export async function loadDevices(db: Kysely<DB>, names: string[]): Promise<ActionDevice[]> {
  const byName = new Map((await findActionDevices(db, names)).map((d) => [d.name, d]));
  const missing = names.filter((n) => !byName.has(n));
  if (missing.length === 1) throw notFound(`Device '${missing[0]}' not found`);
  if (missing.length > 1) throw notFound(`Devices not found: ${listNames(missing)}`);
  return names.map((n) => byName.get(n)!);
}

function checkPingAllowed(device: ActionDevice, pingType: PingType) {
  if (pingType === 'lan' && !isLanPingAllowed(device.poller)) {
    throw badRequest(
      `LAN ping is not available for ${device.name}: its poller is '${device.poller ?? ''}' ` +
        `(no LAN ping when the poller is ${UNPOLLABLE_POLLERS.join(', ')} or empty)`,
    );
  }
  if (pingType === 'mgmt' && !isMgmtPingAllowed(device.dmnType, device.managementIp)) {
    throw badRequest(
      `Management ping is not available for ${device.name}: it needs dmnType ${MGMT_PING_DMN_TYPES.join(', ')} ` +
        `and a management IP (has dmnType '${device.dmnType ?? ''}', management IP '${device.managementIp ?? ''}')`,
    );
  }
}

/** Single-device ping of the Device Actions panel; every ping run is audited. */
export async function pingDevice(ctx: ActionContext, q: { device_name: string; ping_type?: PingType; num_pings?: PingCount }): Promise<PingAnswer> {
  const pingType = q.ping_type ?? 'lan';
  const count = q.num_pings ?? 5;
  const [device] = await loadDevices(ctx.db, [q.device_name]);
  checkPingAllowed(device, pingType);
  const results = await ctx.driver.ping(device, { pingType, count });
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: 'ping',
    deviceNames: [device.name],
    outcome: results.packets_received > 0 ? 'success' : 'failure',
    detail: { ping_type: pingType, num_pings: count, packet_loss: results.packet_loss, rtt_avg: results.rtt_avg, driver: ctx.driver.name },
  });
  return { results };
}

/** The action, if the bulk endpoint runs it; 400 otherwise. */
export function runnableAction(action: string): RunnableBulkAction {
  const pam = () => badRequest('pamSuspend is scheduled through /action/devices/pam-suspend');
  if (action === 'pam-suspend') throw pam();
  if (!isBulkAction(action)) {
    const known = BULK_ACTIONS.map((a) => a.action).filter((a) => a !== 'pamSuspend');
    throw badRequest(`Unknown action '${action}': use one of ${known.join(', ')}`);
  }
  if (action === 'pamSuspend') throw pam();
  return action;
}

const outcomeOf = (results: DeviceActionResult[]) => {
  const ok = results.filter((r) => r.status === 'success').length;
  return ok === results.length ? 'success' : ok === 0 ? 'failure' : 'partial';
};

/**
 * A bulk or multi action (spec 001 §2.2, 002 §2.7): refused unless the rule table allows it for
 * every named device; then run on each and audited with its outcome (success, partial, failure).
 */
export async function runBulkAction(ctx: ActionContext, actionName: string, deviceNamesCsv: string): Promise<BulkActionAnswer> {
  const action = runnableAction(actionName);
  const devices = await loadDevices(ctx.db, parseDeviceNames(deviceNamesCsv));
  const refused = devices
    .map((d) => ({ name: d.name, why: bulkActionBlockers(action, d) }))
    .filter((r) => r.why.length > 0)
    .map((r) => `${r.name} (${r.why.join('; ')})`);
  if (refused.length > 0) {
    throw badRequest(`${action} is not available for ${refused.length} of ${devices.length} devices: ${listNames(refused)}`);
  }

  const deviceNames = devices.map((d) => d.name);
  const results: DeviceActionResult[] = [];
  try {
    for (let i = 0; i < devices.length; i += CONCURRENCY) {
      results.push(...(await Promise.all(devices.slice(i, i + CONCURRENCY).map((d) => ctx.driver.run(action, d)))));
    }
  } catch (err) {
    await recordAudit(ctx.db, {
      actor: ctx.actor,
      action,
      deviceNames,
      outcome: 'failure',
      detail: { error: (err as Error).message, completed: results.length, driver: ctx.driver.name },
    });
    throw err;
  }
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action,
    deviceNames,
    outcome: outcomeOf(results),
    detail: {
      succeeded: results.filter((r) => r.status === 'success').map((r) => r.device_name),
      failed: results.filter((r) => r.status === 'failure').map((r) => r.device_name),
      driver: ctx.driver.name,
    },
  });
  return { action, results };
}
