import { IngestMetricsAnswer } from '@nms/contract';
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { ingestWebhookAuth } from '../alert-ingest';
import { ExpositionError, parseExposition, type PromPoint } from './ingest/exposition-format';
import { MetricIngestService } from './ingest/metric-ingest-service';
import { ProtobufError, decodeWriteRequest } from './ingest/remote-write-codec';
import { SnappyError, snappyUncompress } from './ingest/snappy';

/** Compressed bodies are small; an uncompressed one past this is refused rather than held in memory. */
const BODY_LIMIT = 16 * 1024 * 1024;
const UNCOMPRESSED_LIMIT = 64 * 1024 * 1024;

const AUTH_NOTE =
  ' Authorization: the bearer token of a service account or an admin, or the static secret INGEST_WEBHOOK_TOKEN (Bearer, or Basic ' +
  "with the secret as password: Prometheus' remote_write basic_auth).";
const MAPPING_NOTE =
  ' The device is named by the first of the labels in ALERTMANAGER_DEVICE_LABELS (default device, then instance without its port) ' +
  'that has a value: a device name, else a management IP. Stored: latency, packetLoss, throughputIn, throughputOut, cpu, memory as ' +
  'sent; hrProcessorLoad averaged into cpu; ifHCInOctets/ifInOctets and ifHCOutOctets/ifOutOctets (with ifName, ifDescr or ifIndex) ' +
  'as Mbps rates per interface (ifIn:NAME, ifOut:NAME) and summed into the throughput. Other names are counted as unmapped.';

function remoteWritePoints(req: FastifyRequest<{ Body: Buffer }>): PromPoint[] {
  if (!Buffer.isBuffer(req.body)) throw badRequest('body: a snappy-compressed protobuf WriteRequest is expected');
  const encoding = String(req.headers['content-encoding'] ?? 'snappy').toLowerCase();
  if (encoding !== 'snappy') throw badRequest(`content-encoding: only snappy is read, not '${encoding}'`);
  try {
    const series = decodeWriteRequest(snappyUncompress(req.body, UNCOMPRESSED_LIMIT));
    return series.flatMap((s) => {
      const { __name__: name = '', ...labels } = s.labels;
      return s.samples.map((p) => ({ name, labels, value: p.value, timestampMs: p.timestampMs }));
    });
  } catch (err) {
    if (err instanceof SnappyError || err instanceof ProtobufError) throw badRequest(`body: ${err.message}`);
    throw err;
  }
}

/** Device series from an existing collector stack (issue 31 item 3). Guarded like the alert webhooks. */
export async function metricIngestRoutes(app: FastifyInstance) {
  app.addHook('onRequest', ingestWebhookAuth(app));
  app.addContentTypeParser('application/x-protobuf', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
  const service = new MetricIngestService(app.db, app.metricStore, app.config.feeds?.alertmanagerDeviceLabels ?? ['device', 'instance']);

  app.post<{ Body: Buffer }>(
    '/ingest/metrics/remote-write',
    {
      bodyLimit: BODY_LIMIT,
      // The body is bytes the handler decodes (400 naming what is wrong); the schema documents it.
      validatorCompiler: () => () => true,
      schema: {
        consumes: ['application/x-protobuf'],
        body: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'snappy-compressed protobuf WriteRequest' }),
        tags: ['ingest'],
        summary: 'Prometheus remote write (1.0): device series from a collector stack',
        description:
          'Body: a snappy-compressed protobuf WriteRequest (Content-Type application/x-protobuf, Content-Encoding snappy), as ' +
          "Prometheus' remote_write sends it." +
          MAPPING_NOTE +
          AUTH_NOTE,
        response: { 200: IngestMetricsAnswer },
      },
    },
    (req) => service.ingest(remoteWritePoints(req), Date.now()),
  );

  app.post<{ Body: string }>(
    '/ingest/metrics',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        consumes: ['text/plain'],
        body: Type.String({ description: 'lines of the text exposition format' }),
        tags: ['ingest'],
        summary: "Device series in Prometheus' text exposition format, for scripts",
        description:
          'Body (text/plain): lines of name{label="value",...} value [timestamp ms]; # lines are comments. A line without a timestamp is ' +
          'now. A malformed line answers 400 naming it, and nothing is stored.' +
          MAPPING_NOTE +
          AUTH_NOTE,
        response: { 200: IngestMetricsAnswer },
      },
    },
    (req) => {
      if (typeof req.body !== 'string') throw badRequest('body: text/plain lines of the exposition format are expected');
      const now = Date.now();
      try {
        return service.ingest(parseExposition(req.body, now), now);
      } catch (err) {
        if (err instanceof ExpositionError) throw badRequest(`body: ${err.message}`);
        throw err;
      }
    },
  );
}
