import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../lib/telemetry/live-clients';
import { metricsAccess } from '../lib/telemetry/metrics-access';
import { counter, histogram, scrapeMetrics } from '../lib/telemetry/registry';
import { exemptFromShedding } from './load-shedding';

const LABELS = ['method', 'route', 'status_class'] as const;
const requests = counter('nms_http_requests_total', 'HTTP requests answered, by route pattern, method and status class', LABELS);
const duration = histogram('nms_http_request_duration_seconds', 'Time from the request arriving to its answer being sent, seconds', LABELS);
const errors = counter('nms_http_request_errors_total', 'Answers with status >= 400, by route pattern, method and exact status', [
  'method',
  'route',
  'status',
]);

/** Unrouted requests (404s, scanners) share one label: the raw URL would make a series per probe. */
const UNMATCHED = 'unmatched';
/**
 * The embedded sign-in provider answers as middleware (plugins/embedded-oidc.ts), outside the
 * router; middie strips its mount from request.url, so originalUrl is read.
 */
const OIDC_MOUNT = '/oidc';

const routeOf = (url: string | undefined, rawUrl: string) =>
  url ?? (rawUrl === OIDC_MOUNT || rawUrl.startsWith(`${OIDC_MOUNT}/`) || rawUrl.startsWith(`${OIDC_MOUNT}?`) ? `${OIDC_MOUNT}/*` : UNMATCHED);

/**
 * Request rate, latency and errors per route (by pattern, '/api/v1.0/devices/:name', never the
 * raw URL), and GET /metrics, the Prometheus scrape. Fastify measures reply.elapsedTime from
 * the start of onRequest, so the only cost per request is one onResponse hook.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: routeOf(request.routeOptions.url, request.originalUrl),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) errors.inc({ method: labels.method, route: labels.route, status: String(reply.statusCode) });
      done();
    });

    const token = app.config.metricsToken;
    // Infrastructure like /healthz: outside /api/v1.0, out of the OpenAPI document, never shed (a
    // scrape is how an overload is seen).
    app.get('/metrics', { config: exemptFromShedding, schema: { hide: true } }, async (request, reply) => {
      const access = metricsAccess({ headers: request.headers, socketAddress: request.socket.remoteAddress }, token);
      if (access === 'unauthorized') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="nmstools-metrics"')
          .send({ statusCode: 401, error: 'Unauthorized', message: "Send 'Authorization: Bearer <METRICS_TOKEN>'" });
      }
      if (access === 'forbidden') {
        return reply.status(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Without METRICS_TOKEN, /metrics answers only direct loopback callers (see docs/operations.md)',
        });
      }
      const { body, contentType } = await scrapeMetrics();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics' },
);
