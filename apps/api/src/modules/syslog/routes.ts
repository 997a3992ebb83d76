import { DeviceSyslogAnswer, DeviceSyslogQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { listDeviceSyslog } from './service';

/** The Syslog tab of Device Details (issue 16): any signed-in user may read it. */
export async function syslogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: DeviceSyslogQuery }>(
    '/es/device/syslog',
    {
      schema: {
        tags: ['device-details'],
        summary: "A device's syslog messages, newest first",
        description:
          'Messages the syslog receiver stored for device_name (UDP/TCP, RFC 5424 and 3164), filtered by a Lucene query over the syslog fields ' +
          '(time, severity 0-7, facility 0-23, host, app, procId, msgId, message, structuredData, sourceIp, transport, format; 400 naming an unknown field), ' +
          'sorted on any of them (default time desc) and paged with offset and limit.',
        querystring: DeviceSyslogQuery,
        response: { 200: DeviceSyslogAnswer },
      },
      ...nativeJson,
    },
    (req) => listDeviceSyslog(app.db, req.query),
  );
}
