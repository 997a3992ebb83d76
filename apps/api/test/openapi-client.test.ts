import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypesOf, liveOpenapiDocument } from '../src/openapi/client-types';
import { operationIdOf } from '../src/plugins/openapi-document';

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

/** The web's typed client is generated from the document; these keep the two in step. */
describe('openapi.json for generated clients', () => {
  let doc: Doc;
  beforeAll(async () => {
    doc = (await liveOpenapiDocument()) as Doc;
  }, 60_000);

  it('names every operation with a unique operationId', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('derives the operationId from the method and path', () => {
    expect(operationIdOf('get', '/api/v1.0/es/devices/all')).toBe('getEsDevicesAll');
    expect(operationIdOf('put', '/api/v1.0/svn/svi_hughes_ems/{id}')).toBe('putSvnSviHughesEmsById');
    expect(operationIdOf('get', '/api/v1.0/weather/radar/{z}/{x}/{y}.png')).toBe('getWeatherRadarByZByXByYPng');
    expect(doc.paths['/api/v1.0/action/device/pingOrCurrentStatus'].get.operationId).toBe('getActionDevicePingOrCurrentStatus');
  });

  it('matches the committed client types (after a route or schema change: run npm run gen:api)', async () => {
    const committed = await readFile(CLIENT_TYPES_PATH, 'utf8');
    const live = await clientTypesOf(doc);
    expect(committed === live, 'apps/web/src/lib/api/schema.d.ts is stale: run npm run gen:api').toBe(true);
  });
});
