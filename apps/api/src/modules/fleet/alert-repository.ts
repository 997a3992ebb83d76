import { DEVICE_ATTRS_ON_ALERT, IMPACT, alertName, type AlertRaise, type AlertRecord } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from './in-transaction';
import { ALERT_COLUMNS, alertColumnOf, deviceColumnOf } from './columns';
import { insertRows, refreshDeviceState } from './device-repository';
import { namesTable } from './group-repository';

/** Archived alerts are kept this long before a purge may drop them. */
const RETENTION_MS = 90 * 86_400_000;

/** `alert_col` from `devices.device_col` for every device attribute an alert carries. */
const COPIED = DEVICE_ATTRS_ON_ALERT.map((n) => ({ alert: alertColumnOf(n), device: deviceColumnOf(n) }));

const SQL_TYPE: Record<string, string> = { text: 'text', int: 'int', float: 'float8', bool: 'boolean', epoch: 'bigint', textArray: 'text[]' };
const TYPE_OF = new Map(ALERT_COLUMNS.map((c) => [c.column, SQL_TYPE[c.type]]));

/** A parameter cast to its column's type: INSERT ... SELECT does not infer parameter types. */
const typed = (v: unknown, column: string) => sql`${v}::${sql.raw(TYPE_OF.get(column) ?? 'text')}`;

export const raiseName = (r: AlertRaise): string => alertName(r.elementClassName, r.instanceName, r.eventName);

/**
 * Raises an alert, or re-notifies it when an alert of that name is active: one upsert on the
 * partial unique index of active names, so two feeds raising together cannot create two.
 * A new alert copies the device's attributes; the device state follows in the same transaction.
 */
export async function raiseAlert(db: Kysely<DB>, r: AlertRaise): Promise<'raised' | 'notified'> {
  const name = raiseName(r);
  return inTransaction(db, async (tx) => {
    const impact = IMPACT[r.severity] ?? 0;
    const own = {
      name,
      severity: r.severity,
      active: true,
      element_name: r.deviceName,
      element_display_name: r.deviceName,
      element_class_name: r.elementClassName,
      class_display_name: r.classDisplayName,
      instance_name: r.instanceName,
      instance_display_name: r.instanceDisplayName,
      event_name: r.eventName,
      event_display_name: r.eventDisplayName,
      event_text: r.eventText,
      description: `${r.eventDisplayName} on ${r.classDisplayName} ${r.deviceName}`,
      event_state: 'ACTIVE',
      event_type: r.category === 'Availability' ? 'DURABLE' : 'MOMENTARY',
      category: r.category,
      certainty: 100,
      acknowledged: false,
      is_problem: r.severity <= 2,
      is_root: r.eventName === 'Down',
      is_processed: true,
      impact,
      owner: '',
      source: r.source ?? 'SMARTS',
      state: 'NOTIFIED',
      trouble_ticket_id: r.troubleTicketID,
      visibility: r.visibility,
      created_at: r.at,
      last_notified_at: r.at,
      changed_at: r.at,
      count: 1,
      duration: 0,
      rs_datasource: (r.source ?? 'SMARTS').toLowerCase(),
      rs_inserted_at: r.at,
      rs_updated_at: r.at,
    };
    const cols = [...Object.keys(own), ...COPIED.map((c) => c.alert), 'in_maintenance', 'source_domain_name'];
    const vals = [
      // A PAM-suspended device raises no proactive case: its new alert carries no ticket.
      ...Object.entries(own).map(([col, v]) =>
        col === 'trouble_ticket_id' ? sql`CASE WHEN d.pam_suspended THEN NULL ELSE ${typed(v, col)} END` : typed(v, col),
      ),
      ...COPIED.map((c) => sql`d.${sql.ref(c.device)}`),
      sql`d.provision_status = 'maint'`,
      sql`'INCHARGE-AM-' || d.data_center`,
    ];
    const { rows } = await sql<{ inserted: boolean }>`
      INSERT INTO alerts (${sql.join(cols.map((c) => sql.ref(c)))})
      SELECT ${sql.join(vals)} FROM (SELECT 1) AS one LEFT JOIN devices d ON d.name = ${r.deviceName}
      ON CONFLICT (name) WHERE active DO UPDATE
         SET count = alerts.count + 1, last_notified_at = excluded.last_notified_at, changed_at = excluded.changed_at,
             severity = excluded.severity, event_text = excluded.event_text, rs_updated_at = excluded.rs_updated_at,
             duration = ((excluded.last_notified_at - alerts.created_at) / 1000)::int
      RETURNING (xmax = 0) AS inserted`.execute(tx);
    await refreshDeviceState(tx, r.deviceName, r.at);
    return rows[0]?.inserted ? 'raised' : 'notified';
  });
}

/** Another notification of an active alert: count, last notification and duration move on. */
export async function notifyAlert(db: Kysely<DB>, name: string, at: number): Promise<boolean> {
  const { rows } = await sql`
    UPDATE alerts SET count = count + 1, last_notified_at = ${at}, changed_at = ${at}, rs_updated_at = ${at},
           duration = ((${at}::bigint - created_at) / 1000)::int
     WHERE name = ${name} AND active RETURNING id`.execute(db);
  return rows.length > 0;
}

/** What a clear sets on an alert: archived, with its clear time, duration and expiry. */
const clearedAt = (at: number) => sql`
  active = false, cleared_at = ${at}, changed_at = ${at}, rs_updated_at = ${at},
  clear_duration = ((${at}::bigint - created_at) / 1000)::int, event_state = 'INACTIVE', state = 'CLEARED',
  will_expire_at = ${at + RETENTION_MS}`;

/** Clears (archives) an active alert and lets the device state follow, in one transaction. */
export async function clearAlert(db: Kysely<DB>, name: string, at: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<{ element_name: string }>`
      UPDATE alerts SET ${clearedAt(at)}
       WHERE name = ${name} AND active RETURNING element_name`.execute(tx);
    if (rows.length === 0) return false;
    await refreshDeviceState(tx, rows[0].element_name, at);
    return true;
  });
}

/**
 * Clears every active alert of these devices as clearAlert does, in one statement, for devices
 * leaving the fleet: the caller drops their state and group membership itself.
 */
export async function clearDeviceAlerts(db: Kysely<DB>, deviceNames: readonly string[], at: number): Promise<number> {
  if (deviceNames.length === 0) return 0;
  const { rows } = await sql`
    UPDATE alerts SET ${clearedAt(at)} FROM ${namesTable(deviceNames)}
     WHERE alerts.element_name = n.name AND alerts.active RETURNING alerts.id`.execute(db);
  return rows.length;
}

/** Alert history as recorded elsewhere (initial loads, replays): rows are written as given. */
export async function insertAlerts(db: Kysely<DB>, rows: readonly AlertRecord[]): Promise<void> {
  await insertRows(db, 'alerts', ALERT_COLUMNS, rows);
}
