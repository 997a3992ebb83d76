import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/audit/repository';
import { callerFor, startActionsHarness, type ActionsHarness } from './actions-harness';

/** 1,000 names of 25 characters, like the simulator's (CUSTOMERNAME-00012-VSAT1). */
const NAMES = Array.from({ length: 1000 }, (_, i) => `PETROMAXCORP-${String(i).padStart(5, '0')}-VSAT1`);

describe('bulk actions on 1,000 devices through a real HTTP server', () => {
  let h: ActionsHarness;
  let base: string;

  beforeAll(async () => {
    h = await startActionsHarness('pglite');
    await h.database.db
      .insertInto('devices')
      .values(
        NAMES.map((name, i) => ({
          name,
          state: i % 50 === 0 ? 1 : 5,
          class_name: 'HNS_SatModem',
          nocid: 'NNOC',
          discovered: true,
          provision_status: 'ACTV',
          poller: 'GTN-AM-01',
          userdef2: 'Diversity',
          nmd: 'CUST1',
          management_ip: `10.16.${i >> 8}.${i % 256}`,
        })),
      )
      .execute();
    // The simulator's kind of device: its actions answer from the simulated driver (issue 31).
    await h.database.db.updateTable('devices').set({ simulated: true }).execute();
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/v1.0`;
  });
  afterAll(() => h.close());

  it.each(['multiPing', 'switchToGtn'])('%s: the ~26 KB URL is accepted and all answer within 5 s', async (action) => {
    const url = `${base}/action/devices/${action}?device_names=${NAMES.join(',')}`;
    expect(url.length).toBeGreaterThan(25_000);
    const started = Date.now();
    const res = await fetch(url, { method: 'POST', headers: callerFor(h, url) });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { status: string }[] };
    expect(body.results).toHaveLength(1000);
    expect(body.results.filter((r: { status: string }) => r.status === 'failure')).toHaveLength(20); // every 50th is down
    expect(elapsed).toBeLessThan(5_000);
    expect((await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0]).toMatchObject({ action, outcome: 'partial' });
  });
});
