import { SF_CASE_RESOLVED } from '@nms/contract';
import { Rng } from '../prng';
import { CASE_OWNERS, EVENT_SUBTYPES, caseTypeDef } from './catalog';
import { MIN } from './case-factory';
import type { NetworkEventCaseBrief, SfCaseRecord } from './records';

const NOTIFICATION = caseTypeDef('Notification');
/** Open statuses of an outage notice, in the order the NOC moves it. */
export const NOTICE_PATH = NOTIFICATION.path;

const detailsOf = (e: NetworkEventCaseBrief): string =>
  `NMS network event on ${e.networkType} ${e.groupName}: ${e.impacted} of ${e.total} devices impacted (${e.impact}%, threshold ${e.threshold}%)` +
  ` since ${new Date(e.startTime).toISOString()}${e.endTime ? `, cleared ${new Date(e.endTime).toISOString()}` : ''}.`;

/**
 * The Notification case the NMS files for a network event: its number is the event's case id,
 * so the Active Notifications tab finds its status. Open while the event is, resolved when the
 * event closes. `status` is where an open one stands (live: the first status; history: drawn).
 */
export function eventCase(e: NetworkEventCaseBrief, status: string, modified: number, rng: Rng): SfCaseRecord {
  const closed = !e.active;
  return {
    case_id: `500Ev${e.caseNumber.replace(/\D/g, '').padStart(10, '0')}`,
    case_number: e.caseNumber,
    case_type: 'Notification',
    case_subtype: EVENT_SUBTYPES[e.networkType] ?? 'Network Outage',
    status: closed ? SF_CASE_RESOLVED : status,
    hsvc_start_time: e.startTime,
    hsvc_end_time: closed ? (e.endTime ?? modified) : null,
    hsvc_service_type:
      e.networkType === 'BEAM' || e.networkType === 'GATEWAY'
        ? 'Satellite Broadband'
        : e.networkType === 'NAP_SOURCE'
          ? 'Managed Broadband'
          : 'Managed Services',
    subject: `${e.networkType} ${e.groupName} outage - ${e.impacted} of ${e.total} devices impacted`,
    hsvc_customers_affected: e.customers,
    hsvc_location: e.location,
    hsvc_beams: e.networkType === 'BEAM' ? e.groupName : null,
    case_owner: rng.pick(CASE_OWNERS.slice(0, 2)),
    last_modified_date: modified,
    last_modified_by_name: 'NMS Integration',
    event_details: detailsOf(e),
  };
}

/** Cases of the events known at a fleet load: open ones somewhere on the notice path. */
export function eventCaseHistory(seed: number, events: readonly NetworkEventCaseBrief[], now: number): SfCaseRecord[] {
  const seen = new Set<string>();
  const rows: SfCaseRecord[] = [];
  for (const e of events) {
    // Backfilled case ids are random: two events may share one; the first keeps it.
    if (seen.has(e.caseNumber)) continue;
    seen.add(e.caseNumber);
    const rng = Rng.of(seed, 'sf-event', e.caseNumber);
    const status = NOTICE_PATH[rng.int(0, Math.min(NOTICE_PATH.length - 2, Math.floor((now - e.startTime) / (30 * MIN))))];
    const modified = e.endTime ?? Math.round(e.startTime + rng.next() * Math.max(0, now - e.startTime));
    rows.push(eventCase(e, status, modified, rng));
  }
  return rows;
}
