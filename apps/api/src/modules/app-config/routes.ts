import { RADAR_TILE_PATH } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { exemptFromShedding } from '../../plugins/load-shedding';

const AppConfig = Type.Object({
  issuer: Type.String(),
  clientId: Type.String(),
  scopes: Type.String(),
  adminGroup: Type.String(),
  version: Type.String(),
  /** The launch-UI proxy script; the browser adds ?deviceid=&nmpuser= (spec 001 §2.5). */
  launchUiUrl: Type.String(),
  /** Where report pages live; their signed URLs come from /api/v1.0/reports/link. */
  reportsBaseUrl: Type.String(),
  /** The Geo Map's weather radar tiles, a {z}/{x}/{y} template (WEATHER_TILE_URL; default the embedded radar). */
  weatherTileUrl: Type.String(),
});

/**
 * What the browser needs before sign-in: which issuer and client to use, and the external page
 * URLs. Public by nature (it is in every OIDC login URL anyway), so it sits outside the
 * token-guarded /api/v1.0.
 */
export async function appConfigRoutes(app: FastifyInstance) {
  // Never shed (like the web app's files): without it the browser app cannot start at all.
  app.get('/app-config.json', { config: exemptFromShedding, schema: { hide: true, response: { 200: AppConfig } } }, async () => ({
    issuer: app.config.oidc.issuer,
    clientId: app.config.oidc.clientId,
    scopes: 'openid profile email offline_access groups',
    adminGroup: app.config.adminGroup,
    version: '1.0.8',
    launchUiUrl: app.config.reports?.launchUiUrl ?? `${app.config.publicUrl}/launch-ui`,
    reportsBaseUrl: app.config.reports?.baseUrl ?? `${app.config.publicUrl}/reports`,
    weatherTileUrl: app.config.weatherTileUrl ?? `${app.config.publicUrl}/api/v1.0${RADAR_TILE_PATH}`,
  }));
}
