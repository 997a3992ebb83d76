import {
  ApGraphQuery,
  DeviceSeriesAnswer,
  DeviceSeriesQuery,
  JupiterEntAnswer,
  JupiterEntQuery,
  ObjectDataAnswer,
  ObjectDataQuery,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { apGraph } from './ap-graph';
import { deviceSeries, jupiterEnt, objectData } from './service';

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
          'period 0 answers the finest stored samples: the one-minute samples the poller collects from a real device, ' +
          'else the 15-minute samples; 3600, 86400 and 604800 average the 15-minute samples per hour, UTC day or week ' +
          '(Monday 00:00 UTC) in SQL. Minute and 15-minute samples are kept 2 days, daily averages 92 days and weekly averages 400 days ' +
          '(configurable); a bucket older than its tier keeps comes from the next coarser tier. ' +
          'filter_expression grammar: see the parameter. date_string is UTC; timestamp is epoch seconds.',
        querystring: ObjectDataQuery,
        response: { 200: ObjectDataAnswer },
      },
    },
    (req) => objectData(app.db, app.metricStore, req.query),
  );

  app.get<{ Querystring: DeviceSeriesQuery }>(
    '/apg/db/device-series',
    {
      schema: {
        tags,
        summary: 'The stored series of a device (what its charts can draw)',
        description:
          "Every series stored for the device, by the name filter_expression takes: the spec's series (latency, cpu...) and a real " +
          "device's per-instance series (ifIn:eth0, ifOut:eth0, ifErrors:eth0, ifDiscards:eth0, storage:/). 404 when there is no such device.",
        querystring: DeviceSeriesQuery,
        response: { 200: DeviceSeriesAnswer },
      },
    },
    (req) => deviceSeries(app.db, app.metricStore, req.query.device_name),
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
