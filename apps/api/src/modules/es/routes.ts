import { ALERT_FIELDS, ALERT_ROW_ALWAYS, DEVICE_FIELDS, PagedQuery, SummaryAnswer, SummaryQuery, pagedAnswer, rowSchema } from '@nms/contract';
import type { TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { listAlerts, listHistoricalAlerts } from './alerts-service';
import { CardSummaries } from './card-summary';
import { deviceSummary, listDevices } from './devices-service';

// The page selects every device field (pagedList), so each is present, null when unknown.
const DevicePage = pagedAnswer(rowSchema(DEVICE_FIELDS, 'Device', { set: ['name'], present: DEVICE_FIELDS.map((f) => f.name) }));
const AlertPage = pagedAnswer(rowSchema(ALERT_FIELDS, 'Alert', ALERT_ROW_ALWAYS));

const paged = (tags: string[], summary: string, description: string, answer: TSchema) => ({
  tags,
  summary,
  description,
  querystring: PagedQuery,
  response: { 200: answer },
});

const DESCRIPTIONS = {
  devices:
    'A page of devices filtered by a Lucene query over the allow-listed device fields (400 naming an unknown field), ' +
    'sorted on any of them and paged with offset and limit; total counts every match.',
  alerts:
    'A page of active alerts filtered by a Lucene query over the allow-listed alert fields, sorted and paged on the server; total counts every match.',
  historical:
    'A page of cleared (archived) alerts filtered by a Lucene query over the allow-listed alert fields, sorted and paged on the server; total counts every match.',
};

/** The Elasticsearch-shaped list calls of spec 000 §7 and 001 §7, answered from SQL. */
export async function esRoutes(app: FastifyInstance) {
  const cards = new CardSummaries(app.readDb, app.deviceIndex);
  app.get<{ Querystring: PagedQuery }>(
    '/es/devices/all',
    { schema: paged(['devices'], 'Devices matching a Lucene query', DESCRIPTIONS.devices, DevicePage), ...nativeJson },
    (req) => listDevices(app.readDb, req.query, app.deviceIndex),
  );

  app.get<{ Querystring: SummaryQuery }>(
    '/es/devices/summary',
    {
      schema: {
        tags: ['devices'],
        summary: 'Device counts per state',
        description: 'How many devices matching the optional Lucene query are in each state (the dashboard cards).',
        querystring: SummaryQuery,
        response: { 200: SummaryAnswer },
      },
    },
    async (req) => {
      const counts = await (cards.answer(req.query.query) ?? deviceSummary(app.readDb, req.query.query, app.deviceIndex));
      return { data: { ...counts, data: counts } };
    },
  );

  app.get<{ Querystring: PagedQuery }>(
    '/es/alerts',
    { schema: paged(['alerts'], 'Active alerts matching a Lucene query', DESCRIPTIONS.alerts, AlertPage), ...nativeJson },
    (req) => listAlerts(app.readDb, req.query),
  );

  app.get<{ Querystring: PagedQuery }>(
    '/es/historical-alerts',
    { schema: paged(['alerts'], 'Archived alerts matching a Lucene query', DESCRIPTIONS.historical, AlertPage), ...nativeJson },
    (req) => listHistoricalAlerts(app.readDb, req.query),
  );
}
