import {
  ALERT_DEFAULT_FIELDS,
  ALERT_FIELDS,
  DEFAULT_ALERTS_QUERY,
  DEFAULT_HISTORICAL_ALERTS_QUERY,
  type PagedQuery,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { DEFAULT_LIMIT } from './devices-service';
import { pagedList, type ListRequest } from './paged-list';

const request = (q: PagedQuery, defaultQuery: string, defaultSort: string, defaultOrder: 'asc' | 'desc'): ListRequest => ({
  where: compileLucene(q.query?.trim() ? q.query : defaultQuery, { fields: ALERT_FIELDS, defaultFields: ALERT_DEFAULT_FIELDS }),
  sort: q.sort || defaultSort,
  order: q.order ?? defaultOrder,
  offset: q.offset ?? 0,
  limit: q.limit ?? DEFAULT_LIMIT,
});

/** Active alerts: the Events grid lists them by severity, most severe first (1 = Critical). */
export const alertListRequest = (q: PagedQuery) => request(q, DEFAULT_ALERTS_QUERY, 'severity', 'asc');
/** Archived alerts: newest notification first. */
export const historicalAlertListRequest = (q: PagedQuery) => request(q, DEFAULT_HISTORICAL_ALERTS_QUERY, 'lastNotifiedAt', 'desc');

export const listAlerts = (db: Kysely<DB>, q: PagedQuery) => pagedList(db, 'alerts', ALERT_FIELDS, 'id', alertListRequest(q));
export const listHistoricalAlerts = (db: Kysely<DB>, q: PagedQuery) =>
  pagedList(db, 'alerts', ALERT_FIELDS, 'id', historicalAlertListRequest(q));
