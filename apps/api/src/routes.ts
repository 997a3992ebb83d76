import type { FastifyInstance } from 'fastify';
import { enforceAccess } from './access/enforce-access';
import { authRoutes } from './auth/routes';
import { actionRoutes } from './modules/actions';
import { esRoutes } from './modules/es';
import { pamSuspendRoutes } from './modules/pam-suspend';
import { metricRoutes, metricIngestRoutes } from './modules/metrics';
import { reportLinkRoutes } from './modules/reports';
import { deviceSourceRoutes } from './modules/device-sources';
import { deviceDetailsRoutes } from './modules/device-details';
import { networkEventRoutes } from './modules/network-events';
import { changeLogRoutes } from './modules/change-log';
import { auditRoutes, auditHook } from './modules/audit';
import { networkTreeRoutes } from './modules/network-tree';
import { alertStatsRoutes } from './modules/alert-stats';
import { geoMapRoutes } from './modules/geo-map';
import { weatherRoutes } from './modules/weather';
import { nmcRoutes } from './modules/nmc';
import { deviceSearchRoutes } from './modules/device-search';
import { ibsearchRoutes } from './modules/ibsearch';
import { cradlepointRoutes } from './modules/cradlepoint';
import { cmdbRoutes } from './modules/cmdb';
import { maintenanceRoutes } from './modules/maintenance';
import { ownApiTokenRoutes, apiTokenRoutes } from './modules/api-tokens';
import { feedHealthRoutes } from './modules/feed-health';
import { ingestRoutes } from './modules/ingest';
import { syslogRoutes } from './modules/syslog';
import { snmpRoutes } from './modules/snmp';
import { alertIngestRoutes } from './modules/alert-ingest';
import { liveStreamRoutes } from './modules/live';
import { savedViewRoutes } from './modules/saved-views';
import { customerSearchRoutes } from './modules/customer-search';
import { alertWorkflowRoutes } from './modules/alert-workflow';

/**
 * Everything under /api/v1.0. The OpenAPI document is public (the portal loads it before the
 * explorer has a token), and so are the weather radar tiles (MapLibre fetches them itself, with
 * no token); every other route needs a verified bearer token.
 */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRoute', enforceAccess);
  // Every write and action of a verified caller has an audit entry, refused ones included.
  await app.register(auditHook);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Radar tiles are public: MapLibre fetches tiles itself, without the bearer token.
  await app.register(weatherRoutes);
  // Alert webhooks guard themselves: a service-account JWT, or the static INGEST_WEBHOOK_TOKEN Alertmanager can send.
  await app.register(alertIngestRoutes);
  await app.register(metricIngestRoutes);

  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    await secured.register(esRoutes);
    await secured.register(pamSuspendRoutes);
    await secured.register(actionRoutes);
    await secured.register(authRoutes);
    await secured.register(auditRoutes);
    await secured.register(metricRoutes);
    await secured.register(reportLinkRoutes);
    await secured.register(deviceSourceRoutes);
    await secured.register(deviceDetailsRoutes);
    await secured.register(networkEventRoutes);
    await secured.register(changeLogRoutes);
    await secured.register(geoMapRoutes);
    await secured.register(networkTreeRoutes);
    await secured.register(alertStatsRoutes);
    await secured.register(nmcRoutes);
    await secured.register(deviceSearchRoutes);
    await secured.register(cmdbRoutes);
    await secured.register(apiTokenRoutes);
    await secured.register(feedHealthRoutes);
    await secured.register(ownApiTokenRoutes);
    await secured.register(cradlepointRoutes);
    await secured.register(ibsearchRoutes);
    await secured.register(ingestRoutes);
    await secured.register(syslogRoutes);
    await secured.register(snmpRoutes);
    await secured.register(liveStreamRoutes);
    await secured.register(maintenanceRoutes);
    await secured.register(savedViewRoutes);
    await secured.register(customerSearchRoutes);
    await secured.register(alertWorkflowRoutes);
  });
}
