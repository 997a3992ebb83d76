import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { listAudit, recordAudit } from './repository';

describe.each(await testEngines())('audit log on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => (database = await createTestDatabase(engine)));
  afterAll(() => database.close());

  it('records actions and lists them newest first, per device', async () => {
    const db = database.db;
    await recordAudit(db, {
      at: 1000,
      actor: { sub: 'op-sub', name: 'operator' },
      action: 'ping',
      deviceNames: ['d1'],
      outcome: 'success',
      detail: { rtt: 12 },
    });
    await recordAudit(db, {
      at: 2000,
      actor: { sub: 'admin-sub', name: 'admin' },
      action: 'switchToHome',
      deviceNames: ['d1', 'd2'],
      outcome: 'failure',
    });
    const all = await listAudit(db, { limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    expect(all.data.map((r) => r.action)).toEqual(['switchToHome', 'ping']);
    expect(all.data[1]).toMatchObject({
      userName: 'operator',
      actorSub: 'op-sub',
      actorName: 'operator',
      deviceNames: ['d1'],
      outcome: 'success',
      detail: { rtt: 12 },
    });
    const d2 = await listAudit(db, { limit: 10, offset: 0, deviceName: 'd2' });
    expect(d2.data.map((r) => r.userName)).toEqual(['admin']);
  });
});
