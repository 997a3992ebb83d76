import { rmSync } from 'node:fs';
import { openDatabase } from './src/db/database';
import { migrate } from './src/db/migrate';
import { loadFleet } from './src/modules/fleet';
import { createTestDatabase } from './test/test-databases';
const [engine, size, alerts] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
let database;
if (engine === 'pglite') {
  rmSync('/tmp/probe/pglite-big', { recursive: true, force: true });
  database = await openDatabase({ dataDir: '/tmp/probe/pglite-big' });
  await migrate(database.db);
} else database = await createTestDatabase('postgres');
const r = await loadFleet(database, { size, seed: 1, alertsTotal: alerts });
console.log(engine, size, alerts, JSON.stringify(r));
await database.close();
