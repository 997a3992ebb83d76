import type { DiagnosticAction } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findActionDevices, fortiosDiagnostic, loadDevices } from '../actions';
import { recordAudit, type AuditActor } from '../audit';
import { runsDiagnostics } from './diagnostics';
import { switchNamesOf } from './repository';

/** The FortiSwitches whose parent site is the FortiGate, name ascending. */
async function switchesOf(db: Kysely<DB>, fortigate: string) {
  const found = await findActionDevices(db, await switchNamesOf(db, fortigate));
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Runs one FortiOS diagnostic on a device and audits it like the other device actions: a
 * device that cannot run it answers a note (failure), a device error is audited and rethrown.
 * diagSwitchControllerDumpClient is asked of the FortiGate and reads its first FortiSwitch.
 */
export async function runDiagnostic(db: Kysely<DB>, action: DiagnosticAction, deviceName: string, actor: AuditActor, failures: boolean) {
  const [device] = await loadDevices(db, [deviceName]);
  const switches = action === 'diagSwitchControllerDumpClient' && runsDiagnostics(device) ? await switchesOf(db, device.name) : [];
  const audit = (outcome: string, summary: string) =>
    recordAudit(db, { actor, action, deviceNames: [device.name], outcome, detail: { summary, driver: 'simulated' } });
  try {
    const answer = fortiosDiagnostic(action, device, Date.now(), failures, switches);
    await audit(answer.results.note ? 'failure' : 'success', answer.results.note ?? 'answered');
    return answer;
  } catch (err) {
    if (err instanceof HttpError) await audit('failure', err.message);
    throw err;
  }
}
