import { SUMMARY_VIEW_CARDS, type SummaryCounts } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSummary } from '../src/modules/es/devices-service';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

describe.each(engines)('Summary View card counts on %s', (engine) => {
  let h: Harness;
  const summary = async (query: string): Promise<SummaryCounts> => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/devices/summary?query=${encodeURIComponent(query)}`, headers: h.operator });
    expect(res.statusCode, query).toBe(200);
    return res.json().data.data;
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 400, seed: 11, alertsTotal: 200, worker: false });
  });
  afterAll(() => h.close());

  it('answers each card from the shared category table exactly as the live count of its query', async () => {
    for (const card of SUMMARY_VIEW_CARDS) {
      expect(await summary(card.query), card.title).toEqual(await deviceSummary(h.app.db, card.query));
    }
  });

  it('splits the fleet: the named cards and Other Appliances add up to ALL', async () => {
    const [all, ...rest] = await Promise.all(SUMMARY_VIEW_CARDS.map((c) => summary(c.query)));
    expect(rest.reduce((sum, c) => sum + c.total, 0)).toBe(all.total);
    expect(rest.every((c) => c.total > 0)).toBe(true);
  });

  it('counts any other query live', async () => {
    const before = await summary('state:1');
    const { name } = await h.app.db.selectFrom('devices').select('name').where('state', '<>', 1).limit(1).executeTakeFirstOrThrow();
    await h.app.db.updateTable('devices').set({ state: 1 }).where('name', '=', name).execute();
    expect((await summary('state:1')).total).toBe(before.total + 1);
  });
});
