import { ApGraphQuery, JupiterEntAnswer, JupiterEntQuery, ObjectDataAnswer, ObjectDataQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { apGraph } from './ap-graph';
import { jupiterEnt, objectData } from './service';

const tags = ['metrics'];

/** Stored metric reads of spec 001 §7: metric and impact history charts, Jupiter statistics, AP charts. */
export async function metricRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ObjectDataQuery }>(
    '/apg/db/object-data/with-filter',
    {
      schema: {
        tags,
        summary: 'Time series of a device metric or a network group, raw or averaged per period',
        description:
          'period 0 answers the stored 15-minute samples; 3600, 86400 and 604800 average them per hour, UTC day or week ' +
          '(Monday 00:00 UTC) in SQL. Samples are kept 2 days, daily averages 92 days and weekly averages 400 days ' +
          '(configurable); a bucket older than its tier keeps comes from the next coarser tier. ' +
          'filter_expression grammar: see the parameter. date_string is UTC; timestamp is epoch seconds.',
        querystring: ObjectDataQuery,
        response: { 200: ObjectDataAnswer },
      },
    },
    (req) => objectData(app.db, req.query),
  );

  app.get<{ Querystring: JupiterEntQuery }>(
    '/es/device/ts/jupiter-ent',
    {
      schema: {
        tags,
        summary: 'Satellite statistics of a Jupiter terminal (HNS_SatModem), one row per 15-minute sample',
        description:
          'Stored samples of the terminal between start_time and end_time (epoch seconds), oldest first: delay, downlink and uplink Es/No, uplink power backoff.',
        querystring: JupiterEntQuery,
        response: { 200: JupiterEntAnswer },
      },
    },
    (req) => jupiterEnt(app.db, req.query),
  );

  app.get<{ Querystring: ApGraphQuery }>(
    '/action/device/graph/ap',
    {
      schema: {
        tags,
        summary: 'Usage or user count chart of a Wi-Fi access point from start_time to now (SVG image)',
        description:
          'graph_type usage charts the traffic of the access point ap_id, users its client count, rendered on the server as an SVG line chart.',
        querystring: ApGraphQuery,
        produces: ['image/svg+xml'],
        response: { 200: Type.String({ description: 'image/svg+xml' }) },
      },
    },
    async (req, reply) => {
      const svg = await apGraph(app.db, req.query, Math.floor(Date.now() / 1000));
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );
}
