import { AlertCountAnswer, AlertCountQuery, TopAlertsAnswer, TopAlertsQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { HourMemo } from './hour-memo';
import { alertCount, alertCountPlan, topAlerts, type TopAlerts } from './service';

/**
 * Event Stats (alert counts over time) and the Monitoring tab's top lists. Cached per app for
 * DASHBOARD_CACHE_MS; a bad window or query is refused before the cache is consulted.
 */
export async function alertStatsRoutes(app: FastifyInstance) {
  const tags = ['alerts'];
  const counts = new TtlCache<AlertCountAnswer>();
  const tops = new TtlCache<TopAlerts>();
  const hours = new HourMemo();

  app.get<{ Querystring: AlertCountQuery }>(
    '/es/alert-count',
    { schema: { tags, summary: 'Alerts (active and archived) created in [start_date, end_date) per interval bucket', description: 'The total of alerts first notified in the window and, under the asked interval, every bucket of the window (empty ones included), optionally filtered by a Lucene query.', querystring: AlertCountQuery, response: { 200: AlertCountAnswer } } },
    async (req) => {
      const q = req.query;
      alertCountPlan(q);
      return counts.get(JSON.stringify([q.start_date, q.end_date, q.interval, q.query?.trim() ?? '']), () => alertCount(app.db, q, hours));
    },
  );

  app.get<{ Querystring: TopAlertsQuery }>(
    '/es/alerts/top',
    { schema: { tags, summary: 'The values of elementName or nmd with the most active alerts, with counts per severity', description: 'The size (default 10) devices (elementName) or customers (nmd) with the most active alerts, each with its count per severity, optionally filtered by a Lucene query.', querystring: TopAlertsQuery, response: { 200: TopAlertsAnswer } } },
    async (req) => {
      const q = req.query;
      return tops.get(JSON.stringify([q.field, q.size ?? null, q.query?.trim() ?? '']), () => topAlerts(app.db, q));
    },
  );
}
