import { FeedHealth } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { feedHealth } from './service';

/** Admin → Feeds (issue 31 item 5). Admins only (OPERATION_ACCESS). */
export async function feedHealthRoutes(app: FastifyInstance) {
  const intervalMs = app.config.feeds?.poller.intervalMs ?? 60_000;
  app.get(
    '/admin/feeds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feed health',
        description:
          'Per feed (traps, syslog, alertmanager, ingest-alerts) its counters (received, parsed, stored, refused, dropped, ' +
          'unknown sources, alerts raised and cleared) and when they last moved; the pollers\u2019 polls of the last minute, ' +
          'their durations, overdue, unreachable and credential-refused devices; the newest sources no device matches, with ' +
          'what each last sent.',
        response: { 200: FeedHealth },
      },
    },
    () => feedHealth(app.readDb, intervalMs, Date.now()),
  );
}
