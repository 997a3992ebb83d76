import {
  ALERT_DEFAULT_FIELDS,
  ALERT_FIELDS,
  ARCHIVED_EVENTS_DEFAULT_LIMIT,
  DEFAULT_ALERTS_QUERY,
  DEFAULT_HISTORICAL_ALERTS_QUERY,
  DEFAULT_VISIBILITY,
  type DeviceAlertsQuery,
  type PagedQuery,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { ListRequest } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { DEFAULT_LIMIT } from './devices-service';
import { alertPage, deviceAlertsCondition } from './repository';

const request = (q: PagedQuery, defaultQuery: string, defaultSort: string, defaultOrder: 'asc' | 'desc'): ListRequest => ({
  where: compileLucene(q.query?.trim() ? q.query : defaultQuery, { fields: ALERT_FIELDS, defaultFields: ALERT_DEFAULT_FIELDS }),
  sort: q.sort || defaultSort,
  order: q.order ?? defaultOrder,
  offset: q.offset ?? 0,
  limit: q.limit ?? DEFAULT_LIMIT,
  searchAfter: q.search_after,
  cursors: true,
});

/** Active alerts: the Events grid lists them by severity, most severe first (1 = Critical). */
export const alertListRequest = (q: PagedQuery) => request(q, DEFAULT_ALERTS_QUERY, 'severity', 'asc');
/** Archived alerts: newest notification first. */
export const historicalAlertListRequest = (q: PagedQuery) => request(q, DEFAULT_HISTORICAL_ALERTS_QUERY, 'lastNotifiedAt', 'desc');

export const listAlerts = (db: Kysely<DB>, q: PagedQuery) => alertPage(db, alertListRequest(q));
export const listHistoricalAlerts = (db: Kysely<DB>, q: PagedQuery) => alertPage(db, historicalAlertListRequest(q));

/**
 * The alerts of one device (alerts.element_name is the device name), active or archived.
 * External (the default) shows External events only; Internal shows all. Served by
 * alerts_element_name_idx (element_name, active, last_notified_at): newest first by default.
 * The grid's `query` (search panel, column filters) is AND-ed on top: the device's alerts are
 * already few, so it filters rows the index found. Absent, empty or '*' adds nothing.
 */
export function deviceAlertListRequest(q: DeviceAlertsQuery, active: boolean, defaultLimit: number): ListRequest {
  const externalOnly = (q.visibility ?? DEFAULT_VISIBILITY) === 'External';
  const query = compileLucene(q.query, { fields: ALERT_FIELDS, defaultFields: ALERT_DEFAULT_FIELDS });
  return {
    where: deviceAlertsCondition(q.device_name, active, externalOnly, query),
    sort: q.sort || 'lastNotifiedAt',
    order: q.order ?? 'desc',
    offset: q.offset ?? 0,
    limit: q.limit ?? defaultLimit,
  };
}

/** es/device/alerts: the device's active alerts. */
export const listDeviceAlerts = (db: Kysely<DB>, q: DeviceAlertsQuery) => alertPage(db, deviceAlertListRequest(q, true, DEFAULT_LIMIT));
/** es/device/historical-alerts: the device's archived alerts (default limit 100, spec 000 §9). */
export const listDeviceHistoricalAlerts = (db: Kysely<DB>, q: DeviceAlertsQuery) =>
  alertPage(db, deviceAlertListRequest(q, false, ARCHIVED_EVENTS_DEFAULT_LIMIT));
