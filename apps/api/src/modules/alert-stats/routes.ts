import { AlertCountAnswer, AlertCountQuery, TopAlertsAnswer, TopAlertsQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { AlertStatsService } from './service';

/** Event Stats (alert counts over time) and the Monitoring tab's top lists; the service caches them per app. */
export async function alertStatsRoutes(app: FastifyInstance) {
  const tags = ['alerts'];
  const stats = new AlertStatsService(app.readDb);

  app.get<{ Querystring: AlertCountQuery }>(
    '/es/alert-count',
    {
      schema: {
        tags,
        summary: 'Alerts (active and archived) created in [start_date, end_date) per interval bucket',
        description:
          'The total of alerts first notified in the window and, under the asked interval, every bucket of the window (empty ones included), optionally filtered by a Lucene query.',
        querystring: AlertCountQuery,
        response: { 200: AlertCountAnswer },
      },
    },
    (req) => stats.alertCount(req.query),
  );

  app.get<{ Querystring: TopAlertsQuery }>(
    '/es/alerts/top',
    {
      schema: {
        tags,
        summary: 'The values of elementName or nmd with the most active alerts, with counts per severity',
        description:
          'The size (default 10) devices (elementName) or customers (nmd) with the most active alerts, each with its count per severity, optionally filtered by a Lucene query.',
        querystring: TopAlertsQuery,
        response: { 200: TopAlertsAnswer },
      },
    },
    (req) => stats.topAlerts(req.query),
  );
}
