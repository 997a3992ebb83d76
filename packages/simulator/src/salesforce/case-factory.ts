import { Rng } from '../prng';
import {
  CASE_OWNERS,
  GENERAL_PART,
  MODIFIERS,
  PARTS,
  PRIORITIES,
  REPLACEMENT_PATH,
  SERVICE_BY_CATEGORY,
  TASK_GROUPS,
  TASK_SUBJECTS,
  VISIT_PATH,
  supportGroupOf,
  type CaseTypeDef,
} from './catalog';
import type { SalesforceRows, SfDeviceContext } from './records';

export const MIN = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Case numbers the feed gives itself start here; network event cases keep the NMS's own (CAS-5…, CAS-7…). */
export const FIRST_CASE_SERIAL = 10_000_000;
export const caseNumberOf = (serial: number): string => `CAS-${String(serial).padStart(8, '0')}`;
export const caseIdOf = (serial: number): string => `500Hs${String(serial).padStart(10, '0')}`;
const taskIdOf = (serial: number, k: number): string => `00T8c${String(serial * 4 + k).padStart(10, '0')}`;

export const locationOf = (d: Pick<SfDeviceContext, 'city' | 'stateUSA'>): string | null =>
  d.city && d.stateUSA ? `${d.city}, ${d.stateUSA}` : (d.stateUSA ?? null);
export const serviceTypeOf = (d: SfDeviceContext): string | null =>
  d.serviceType ?? (d.productCategory ? (SERVICE_BY_CATEGORY[d.productCategory] ?? 'Managed Services') : null);

function subjectOf(type: string, subtype: string, d: SfDeviceContext, rng: Rng): string {
  const where = locationOf(d) ?? 'unknown location';
  switch (type) {
    case 'Incident':
      return `${subtype}: ${d.name} at ${where}${d.beamid && rng.chance(0.5) ? ` (beam ${d.beamid})` : ''}`;
    case 'Technical Support':
      return `${subtype} - ${d.model ?? d.productCategory ?? 'device'} ${d.name}`;
    case 'Service Request':
      return `${subtype} for ${d.nmd ?? 'customer'} site ${d.address ? `${d.address}, ` : ''}${where}`;
    case 'Dispatch':
      return `Dispatch to ${where} for ${d.name}: ${subtype}`;
    case 'Maintenance':
      return `${subtype} of ${d.model ?? d.productCategory ?? 'site equipment'} at ${d.nmd ?? 'customer'} ${where}`;
    case 'Change Request':
      return `${subtype} on ${d.name} (${d.nmd ?? 'customer'})`;
    default:
      return `${subtype} notice: ${d.nmd ?? 'customer'} ${where}`;
  }
}

/** Where a case started `age` ago stands now: closed (with its end) or somewhere on its path. */
export function progressOf(def: CaseTypeDef, start: number, now: number, rng: Rng): { status: string; step: number; end: number | null } {
  const age = now - start;
  const closedOdds = age < HOUR ? 0.02 : Math.min(0.92, age / (4 * DAY));
  if (rng.chance(closedOdds)) {
    const end = Math.min(now - MIN, start + Math.max(30 * MIN, Math.round(rng.exp(1.5 * DAY))));
    const status = def.sideExit && rng.chance(0.08) ? def.sideExit : def.path[def.path.length - 1];
    return { status, step: def.path.length - 1, end: Math.max(start + MIN, end) };
  }
  const step = rng.int(0, Math.min(def.path.length - 2, Math.floor(age / (6 * HOUR))));
  return { status: def.path[step], step, end: null };
}

/** Dispatch status of a case at `step` of `steps` on its own path (closed: done or, rarely, cancelled). */
export function dispatchStatusAt(replacement: boolean, step: number, steps: number, closed: boolean, rng: Rng): string {
  const path = replacement ? REPLACEMENT_PATH : VISIT_PATH;
  if (closed) return rng.chance(0.05) ? 'Cancelled' : 'Completed';
  return path[Math.min(path.length - 2, Math.floor((step / Math.max(1, steps - 1)) * (path.length - 1)))];
}

const newSerial = (rng: Rng) => `SN${rng.digits(10)}`;
export const trackingOf = (rng: Rng) => (rng.chance(0.6) ? `1Z${rng.digits(6)}A${rng.digits(9)}` : rng.digits(12));

/**
 * One case opened on `device` at `start` as it stands at `now`, with its dispatch (Dispatch
 * cases) or its tasks (Technical Support cases), appended to `out`.
 */
export function buildCase(
  serial: number,
  def: CaseTypeDef,
  device: SfDeviceContext,
  start: number,
  now: number,
  rng: Rng,
  out: SalesforceRows,
): void {
  const subtype = rng.pick(def.subtypes);
  const { status, step, end } = progressOf(def, start, now, rng);
  const modified = end ?? Math.round(start + rng.next() * (now - start));
  const caseNumber = caseNumberOf(serial);
  const caseId = caseIdOf(serial);
  const location = locationOf(device);
  const serviceType = serviceTypeOf(device);
  out.cases.push({
    case_id: caseId,
    case_number: caseNumber,
    case_type: def.type,
    case_subtype: subtype,
    status,
    hsvc_start_time: start,
    hsvc_end_time: end,
    hsvc_service_type: serviceType,
    subject: subjectOf(def.type, subtype, device, rng),
    hsvc_customers_affected: def.type === 'Maintenance' || def.type === 'Change Request' ? rng.int(1, 40) : 1,
    hsvc_location: location,
    hsvc_beams: device.beamid,
    case_owner: rng.pick(CASE_OWNERS),
    last_modified_date: modified,
    last_modified_by_name: rng.pick(MODIFIERS),
    event_details:
      def.type === 'Notification' ? `${subtype} for ${device.nmd ?? 'customer'} at ${location ?? 'site'}; customer notified by e-mail.` : null,
  });
  if (def.type === 'Dispatch') {
    const replacement = subtype === 'Equipment Replacement (RMA)' || rng.chance(0.25);
    const dispatchStatus = dispatchStatusAt(replacement, step, def.path.length, end !== null, rng);
    const at = REPLACEMENT_PATH.indexOf(dispatchStatus as (typeof REPLACEMENT_PATH)[number]);
    const shipped = replacement && (at >= 2 || dispatchStatus === 'Completed');
    const part = device.productCategory ? (PARTS[device.productCategory] ?? GENERAL_PART) : GENERAL_PART;
    out.dispatches.push({
      case_id: caseId,
      case_number: caseNumber,
      device_name: device.name,
      hsvc_dispatch_support_group: supportGroupOf(device.stateUSA),
      hsvc_service_type: serviceType,
      hsvc_location: location,
      hsvc_dispatch_blade_type: part.blade,
      hsvc_dispatch_part: rng.pick(part.parts),
      hsvc_dispatch_status: dispatchStatus,
      hsvc_dispatch_schedule_time: start + rng.int(2, 72) * HOUR,
      last_modified_by_name: rng.pick(MODIFIERS),
      last_modified_date: modified,
      rma_number: replacement ? `RMA${rng.digits(8)}` : null,
      serial_out: replacement ? (device.serial ?? newSerial(rng)) : null,
      serial_in: replacement && (at >= 3 || dispatchStatus === 'Completed') ? newSerial(rng) : null,
      ship_date: shipped ? Math.min(now, start + rng.int(1, 30) * HOUR) : null,
      tracking_number: shipped ? trackingOf(rng) : null,
    });
  }
  if (def.type === 'Technical Support') {
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const taskStatus =
        end !== null
          ? 'Completed'
          : rng.weighted([
              ['Not Started', 3],
              ['In Progress', 4],
              ['Waiting on someone else', 2],
              ['Deferred', 1],
              ['Completed', 2],
            ] as const);
      out.tasks.push({
        task_id: taskIdOf(serial, k),
        case_number: caseNumber,
        subject: rng.pick(TASK_SUBJECTS),
        status: taskStatus,
        priority: rng.weighted(PRIORITIES),
        assigned_to: rng.pick(MODIFIERS.slice(1, 7)),
        support_group: rng.pick(TASK_GROUPS),
        device_name: device.name,
        due_date: start + rng.int(4, 96) * HOUR,
        last_modified_date: modified,
      });
    }
  }
}
