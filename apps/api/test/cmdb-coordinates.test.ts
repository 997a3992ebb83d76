import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdbClient, type CmdbClient } from './cmdb-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

/** A location's coordinates stay on the globe: the shared rule refuses them on create and on update. */
describe.each(engines)('CMDB location coordinates on %s', (engine) => {
  let api: CmdbClient;
  beforeAll(async () => {
    api = await cmdbClient(engine);
  });
  afterAll(() => api.close());

  it('refuses a latitude outside [-90, 90] and a longitude outside [-180, 180], naming the field', async () => {
    const cases: Array<[Record<string, number>, string]> = [
      [{ latitude: 90.0001 }, 'body/latitude: Latitude must be between -90 and 90'],
      [{ latitude: -91 }, 'body/latitude: Latitude must be between -90 and 90'],
      [{ longitude: 180.5 }, 'body/longitude: Longitude must be between -180 and 180'],
      [{ longitude: -11700.5 }, 'body/longitude: Longitude must be between -180 and 180'],
    ];
    for (const [coords, message] of cases) {
      const res = await api.create('svi_hughes_locations', { name: 'Off the globe', ...coords });
      expect(res, JSON.stringify(coords)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await api.list('svi_hughes_locations')).body.data.some((r) => r.name === 'Off the globe')).toBe(false);
  });

  it('accepts the edges and refuses an update that moves a location off the globe', async () => {
    const row = await api.make('svi_hughes_locations', { name: 'Edge', latitude: -90, longitude: 180 });
    const id = row.location_id as number;
    expect(await api.update('svi_hughes_locations', id, { latitude: 123 })).toMatchObject({
      status: 400,
      body: { message: 'body/latitude: Latitude must be between -90 and 90' },
    });
    expect((await api.get('svi_hughes_locations', id)).body).toMatchObject({ latitude: -90, longitude: 180 });
    expect((await api.update('svi_hughes_locations', id, { longitude: -180 })).status).toBe(200);
  });
});
