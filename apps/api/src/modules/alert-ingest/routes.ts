import { AlertmanagerAnswer, AlertmanagerWebhook, IngestAlertsAnswer, IngestAlertsBody, type IngestAlert } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { AlertIngestService } from './alert-ingest-service';
import { ingestWebhookAuth } from './ingest-auth';
import { alertmanagerValidator, ingestAlertsValidator } from './ingest-validators';

/** A large Alertmanager group (thousands of alerts with their annotations) exceeds Fastify's 1 MiB default. */
const BODY_LIMIT = 32 * 1024 * 1024;

const AUTH_NOTE =
  ' Authorization: the bearer token of a service account (group INGEST_GROUP) or an admin, or the static secret INGEST_WEBHOOK_TOKEN ' +
  '(`Bearer <secret>`, or Basic with the secret as password) for senders that cannot refresh a token.';

/**
 * Alerts from other monitors (issue 16 item 2). Registered outside the JWT-only scope: the
 * routes' own guard also accepts the static webhook secret.
 */
export async function alertIngestRoutes(app: FastifyInstance) {
  app.addHook('onRequest', ingestWebhookAuth(app));
  const service = new AlertIngestService(app.db, app.log, app.config.feeds?.alertmanagerDeviceLabels);

  app.post<{ Body: AlertmanagerWebhook }>(
    '/ingest/alertmanager',
    {
      bodyLimit: BODY_LIMIT,
      validatorCompiler: alertmanagerValidator,
      schema: {
        tags: ['ingest'],
        summary: 'Prometheus Alertmanager webhook (payload version 4)',
        description:
          'Firing alerts raise or re-notify an alert on the device named by the first configured label (ALERTMANAGER_DEVICE_LABELS, ' +
          'default device, then instance without its port: a device name, else a management IP); resolved alerts clear it. ' +
          'Event = label alertname, severity from label severity (docs/operations.md), instance = fingerprint. Alerts for unknown ' +
          'devices are answered in unknownDevice and counted, never failed (Alertmanager would retry).' +
          AUTH_NOTE,
        body: AlertmanagerWebhook,
        response: { 200: AlertmanagerAnswer },
      },
    },
    (req) => service.alertmanager(req.body, Date.now()),
  );

  app.post<{ Body: IngestAlert[] }>(
    '/ingest/alerts',
    {
      bodyLimit: BODY_LIMIT,
      validatorCompiler: ingestAlertsValidator,
      schema: {
        tags: ['ingest'],
        summary: 'Raise or clear alerts from any monitor',
        description:
          "One alert or an array (up to 10,000): state 'open' raises or re-notifies, 'clear' clears. Device = name or management IP. " +
          'Every item is checked first: a bad one answers 400 naming its index and field, and nothing is applied. An unknown device ' +
          'is an error of that item only; the others are applied.' +
          AUTH_NOTE,
        body: IngestAlertsBody,
        response: { 200: IngestAlertsAnswer },
      },
    },
    (req) => service.generic(req.body, Date.now()),
  );
}
