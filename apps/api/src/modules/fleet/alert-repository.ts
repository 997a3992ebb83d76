import { DEVICE_ATTRS_ON_ALERT, IMPACT, type AlertRaise, type AlertRecord } from '@nms/simulator';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { planRounds, raiseName, type AlertChange, type AlertChangeOutcome, type MergedClear, type MergedRaise } from './alert-changes';
import { inTransaction } from './in-transaction';
import { ALERT_COLUMNS, alertColumnOf, deviceColumnOf } from './columns';
import { insertRows, refreshDeviceStates } from './device-repository';
import { namesTable } from './group-repository';

/** The source of an alert raised without one: the simulator's monitoring domain (its AlertRaise names none). */
export const SIMULATOR_SOURCE = 'SMARTS';

/** Archived alerts are kept this long before a purge may drop them. */
const RETENTION_MS = 90 * 86_400_000;

/** `alert_col` from `devices.device_col` for every device attribute an alert carries. */
const COPIED = DEVICE_ATTRS_ON_ALERT.map((n) => ({ alert: alertColumnOf(n), device: deviceColumnOf(n) }));

/**
 * Raises the alerts of one round (each name once), or re-notifies those already active: one
 * upsert on the partial unique index of active names, so two feeds raising together cannot create
 * two. The rows travel as one JSON parameter (10,000 alerts x 40 columns would pass PostgreSQL's
 * 65,535 parameters). A new alert copies its device's attributes. Rows go in name order, so two
 * batches sharing names take their locks in one order.
 */
async function raiseRound(tx: Kysely<DB>, raises: readonly MergedRaise[]): Promise<Set<string>> {
  const rows = raises.map(({ raise: r, firstAt, n }) => ({
    name: raiseName(r),
    device: r.deviceName,
    element_class: r.elementClassName,
    class_display: r.classDisplayName,
    instance_name: r.instanceName,
    instance_display: r.instanceDisplayName,
    event_name: r.eventName,
    event_display: r.eventDisplayName,
    event_text: r.eventText,
    severity: r.severity,
    impact: IMPACT[r.severity] ?? 0,
    category: r.category,
    visibility: r.visibility,
    ticket: r.troubleTicketID,
    source: r.source ?? SIMULATOR_SOURCE,
    first_at: firstAt,
    at: r.at,
    n,
  }));
  const own: Record<string, RawBuilder<unknown>> = {
    name: sql`i.name`,
    severity: sql`i.severity`,
    active: sql`true`,
    element_name: sql`i.device`,
    element_display_name: sql`i.device`,
    element_class_name: sql`i.element_class`,
    class_display_name: sql`i.class_display`,
    instance_name: sql`i.instance_name`,
    instance_display_name: sql`i.instance_display`,
    event_name: sql`i.event_name`,
    event_display_name: sql`i.event_display`,
    event_text: sql`i.event_text`,
    description: sql`i.event_display || ' on ' || i.class_display || ' ' || i.device`,
    event_state: sql`'ACTIVE'`,
    event_type: sql`CASE WHEN i.category = 'Availability' THEN 'DURABLE' ELSE 'MOMENTARY' END`,
    category: sql`i.category`,
    certainty: sql`100`,
    acknowledged: sql`false`,
    is_problem: sql`i.severity <= 2`,
    is_root: sql`i.event_name = 'Down'`,
    is_processed: sql`true`,
    impact: sql`i.impact`,
    owner: sql`''`,
    source: sql`i.source`,
    state: sql`'NOTIFIED'`,
    // A PAM-suspended device raises no proactive case: its new alert carries no ticket.
    trouble_ticket_id: sql`CASE WHEN d.pam_suspended THEN NULL ELSE i.ticket END`,
    visibility: sql`i.visibility`,
    created_at: sql`i.first_at`,
    last_notified_at: sql`i.at`,
    changed_at: sql`i.at`,
    count: sql`i.n`,
    duration: sql`((i.at - i.first_at) / 1000)::int`,
    rs_datasource: sql`lower(i.source)`,
    rs_inserted_at: sql`i.first_at`,
    rs_updated_at: sql`i.at`,
    ...Object.fromEntries(COPIED.map((c) => [c.alert, sql`d.${sql.ref(c.device)}`])),
    in_maintenance: sql`d.provision_status = 'maint'`,
    source_domain_name: sql`'INCHARGE-AM-' || d.data_center`,
  };
  const { rows: inserted } = await sql<{ name: string }>`
    INSERT INTO alerts (${sql.join(Object.keys(own).map((c) => sql.ref(c)))})
    SELECT ${sql.join(Object.values(own))}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(
             name text, device text, element_class text, class_display text, instance_name text, instance_display text,
             event_name text, event_display text, event_text text, severity int, impact int, category text,
             visibility text, ticket text, source text, first_at bigint, at bigint, n int)
      LEFT JOIN devices d ON d.name = i.device
     ORDER BY i.name
    ON CONFLICT (name) WHERE active DO UPDATE
       SET count = alerts.count + excluded.count, last_notified_at = excluded.last_notified_at, changed_at = excluded.changed_at,
           severity = excluded.severity, event_text = excluded.event_text, rs_updated_at = excluded.rs_updated_at,
           duration = ((excluded.last_notified_at - alerts.created_at) / 1000)::int
    RETURNING CASE WHEN xmax = 0 THEN name END AS name`.execute(tx);
  return new Set(inserted.map((r) => r.name).filter((n) => n !== null));
}

/** Clears (archives) the active alerts of one round; answers the names it cleared and their devices. */
async function clearRound(tx: Kysely<DB>, clears: readonly MergedClear[]): Promise<Map<string, string>> {
  const names = clears.map((c) => c.name);
  const ats = clears.map((c) => c.at);
  // Locked in name order first: an UPDATE's join would lock them in whatever order its plan reads.
  await sql`SELECT a.id FROM ${namesTable(names)} JOIN alerts a ON a.name = n.name AND a.active ORDER BY a.name FOR UPDATE OF a`.execute(tx);
  const { rows } = await sql<{ name: string; element_name: string }>`
    UPDATE alerts SET ${clearedAt(sql`c.at`)}
      FROM unnest(${names}::text[], ${ats}::bigint[]) AS c(name, at)
     WHERE alerts.name = c.name AND alerts.active
    RETURNING alerts.name, alerts.element_name`.execute(tx);
  return new Map(rows.map((r) => [r.name, r.element_name]));
}

/**
 * Applies a feed's changes in one transaction with a handful of statements whatever their number
 * (planRounds), then moves the touched devices' states and their groups' impact once. A storm
 * of 10,000 alerts is a few statements, not 10,000 transactions. Answers each change's outcome.
 */
export async function applyAlertChanges(db: Kysely<DB>, changes: readonly AlertChange[]): Promise<AlertChangeOutcome[]> {
  const outcomes: AlertChangeOutcome[] = changes.map((c) => ('raise' in c ? 'notified' : 'unchanged'));
  if (changes.length === 0) return outcomes;
  return inTransaction(db, async (tx) => {
    const touched = new Set<string>();
    let latest = 0;
    for (const round of planRounds(changes)) {
      if (round.clears.length > 0) {
        const cleared = await clearRound(tx, round.clears);
        for (const c of round.clears) {
          latest = Math.max(latest, c.at);
          const device = cleared.get(c.name);
          if (device === undefined) continue;
          outcomes[c.positions[0]] = 'cleared';
          touched.add(device);
        }
      }
      if (round.raises.length > 0) {
        const inserted = await raiseRound(tx, round.raises);
        for (const r of round.raises) {
          latest = Math.max(latest, r.raise.at);
          touched.add(r.raise.deviceName);
          if (inserted.has(raiseName(r.raise))) outcomes[r.positions[0]] = 'raised';
        }
      }
    }
    await refreshDeviceStates(tx, [...touched], latest);
    return outcomes;
  });
}

/** Raises the alert, or re-notifies it when an alert of that name is active; the device state follows. */
export async function raiseAlert(db: Kysely<DB>, r: AlertRaise): Promise<'raised' | 'notified'> {
  const [outcome] = await applyAlertChanges(db, [{ raise: r }]);
  return outcome === 'raised' ? 'raised' : 'notified';
}

/** Another notification of an active alert: count, last notification and duration move on. */
export async function notifyAlert(db: Kysely<DB>, name: string, at: number): Promise<boolean> {
  const { rows } = await sql`
    UPDATE alerts SET count = count + 1, last_notified_at = ${at}, changed_at = ${at}, rs_updated_at = ${at},
           duration = ((${at}::bigint - created_at) / 1000)::int
     WHERE name = ${name} AND active RETURNING id`.execute(db);
  return rows.length > 0;
}

/**
 * What a clear sets on an alert: archived, with its clear time, duration and expiry; its workflow
 * version moves, so an acknowledgement made on the active copy is refused (issue 33).
 */
const clearedAt = (at: RawBuilder<unknown>) => sql`
  active = false, cleared_at = ${at}, changed_at = ${at}, rs_updated_at = ${at}, workflow_version = alerts.workflow_version + 1,
  clear_duration = ((${at}::bigint - created_at) / 1000)::int, event_state = 'INACTIVE', state = 'CLEARED',
  will_expire_at = ${at}::bigint + ${RETENTION_MS}::bigint`;

/** Clears (archives) an active alert; the device state follows. */
export async function clearAlert(db: Kysely<DB>, name: string, at: number): Promise<boolean> {
  const [outcome] = await applyAlertChanges(db, [{ clear: { name, at } }]);
  return outcome === 'cleared';
}

/**
 * Clears every active alert of these devices as clearAlert does, in one statement, for devices
 * leaving the fleet: the caller drops their state and group membership itself.
 */
export async function clearDeviceAlerts(db: Kysely<DB>, deviceNames: readonly string[], at: number): Promise<number> {
  if (deviceNames.length === 0) return 0;
  const { rows } = await sql`
    UPDATE alerts SET ${clearedAt(sql`${at}::bigint`)} FROM ${namesTable(deviceNames)}
     WHERE alerts.element_name = n.name AND alerts.active RETURNING alerts.id`.execute(db);
  return rows.length;
}

/** Alert history as recorded elsewhere (initial loads, replays): rows are written as given. */
export async function insertAlerts(db: Kysely<DB>, rows: readonly AlertRecord[]): Promise<void> {
  await insertRows(db, 'alerts', ALERT_COLUMNS, rows);
}
