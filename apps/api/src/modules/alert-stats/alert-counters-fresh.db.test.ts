import { formatAlertCountDate, type AlertCountQuery } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { hierarchies, HIERARCHY_CACHE_MS } from '../network-tree/hierarchy';
import { NetworkTreeService } from '../network-tree/service';
import { HOUR } from './hour-memo';
import { AlertStatsService, COUNTER_ANSWER_MS, alertCount } from './service';

const engines = await testEngines();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('hierarchy and alert-count read a write at once (%s)', (engine) => {
  let database: TestDatabase;
  // A window ending mid-minute, as a dashboard's: ragged first and last hours around whole ones.
  const end = Math.floor(Date.now() / 1000) * 1000 + 90_000;
  const window = (query?: string) =>
    ({ start_date: formatAlertCountDate(end - 30 * 24 * HOUR), end_date: formatAlertCountDate(end), interval: '1d', query }) as AlertCountQuery;
  const raise = (name: string, severity: number, createdAt: number) =>
    sql`INSERT INTO alerts (name, severity, active, member_of, created_at)
        VALUES (${name}, ${severity}::int, true, ARRAY['SATELLITE:S1', 'BEAM:B1'], ${createdAt}::bigint)`.execute(database.db);
  const beam = async (read = () => hierarchies(database.db)) => (await read()).find((n) => n.id === 'BEAM:B1')!;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await sql`INSERT INTO device_groups (network_type, name, low_level_group, device_query)
              VALUES ('SATELLITE', 'S1', 'Sat one', 'memberOf:"SATELLITE:S1"'), ('BEAM', 'B1', 'S1', 'memberOf:"BEAM:B1"')`.execute(database.db);
    for (let i = 0; i < 40; i++) await raise(`old-${i}`, (i % 5) + 1, end - i * 17 * HOUR - 1234);
  });
  afterAll(() => database.close());

  it('counts a raised, re-severitied and resolved alert on the next hierarchy read', async () => {
    const before = await beam();
    await raise('new-1', 1, Date.now());
    const raised = await beam();
    expect(raised.numberOfAlerts).toBe(before.numberOfAlerts + 1);
    expect(raised.alerts[0]).toEqual({ label: before.alerts[0].label, value: before.alerts[0].value + 1 });
    await sql`UPDATE alerts SET severity = 3 WHERE name = 'new-1'`.execute(database.db);
    expect((await beam()).alerts[0].value).toBe(before.alerts[0].value);
    expect((await beam()).alerts[2].value).toBe(before.alerts[2].value + 1);
    await sql`UPDATE alerts SET active = false WHERE name = 'new-1'`.execute(database.db);
    expect(await beam()).toEqual(before);
  });

  it('counts a new alert on the next alert-count read, with or without a query that matches all', async () => {
    const inWindow = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM alerts
          WHERE created_at >= ${end - 30 * 24 * HOUR}::bigint AND created_at < ${end}::bigint`.execute(database.db)
      ).rows[0].n;
    const before = await alertCount(database.db, window());
    expect(before.alert_count).toBe(await inWindow());
    await raise('new-2', 2, Date.now() - 1000);
    for (const query of [undefined, ' ', '*']) expect((await alertCount(database.db, window(query))).alert_count, query).toBe(before.alert_count + 1);
    // A filtered query keeps the statement over the alerts: the same alerts counted another way.
    expect((await alertCount(database.db, window('severity:[1 TO 5]'))).alert_count).toBe(before.alert_count + 1);
    await sql`DELETE FROM alerts WHERE name = 'new-2'`.execute(database.db);
    expect(await alertCount(database.db, window())).toEqual(before);
  });

  it('serves the write through the apps caches within their lifetime', async () => {
    const stats = new AlertStatsService(database.db);
    const tree = new NetworkTreeService(database.db);
    const [count, node] = [(await stats.alertCount(window())).alert_count, await beam(() => tree.hierarchy())];
    await raise('new-3', 4, Date.now() - 1000);
    await sleep(Math.max(COUNTER_ANSWER_MS, HIERARCHY_CACHE_MS) + 50);
    expect((await stats.alertCount(window())).alert_count).toBe(count + 1);
    expect((await beam(() => tree.hierarchy())).numberOfAlerts).toBe(node.numberOfAlerts + 1);
  });
});
