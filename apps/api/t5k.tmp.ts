import { createLiveDriver } from '@nms/simulator';
import { openDatabase } from './src/db/database';
import { migrate } from './src/db/migrate';
import { RepositoryFleetSink } from './src/modules/fleet';
import { startSimulator } from './src/simulator';
const size = Number(process.argv[2] ?? 5000);
import { rmSync } from 'node:fs'; rmSync('/tmp/probe/d5k', { recursive: true, force: true }); const database = await openDatabase({ dataDir: process.argv[3] ?? 'memory://' });
await migrate(database.db);
const log = { info: (o: object, m?: string) => console.log(m, JSON.stringify(o).slice(0, 300)), warn: console.warn, error: console.error };
let t = performance.now();
const sim = await startSimulator({ db: database.db, database, config: { simulator: { enabled: true, live: false, fleetSize: size, seed: 42, tickMs: 5000 } }, log });
await sim.stop();
console.log('startSimulator load ms', Math.round(performance.now() - t));
const repo = new RepositoryFleetSink(database.db);
const driver = createLiveDriver({ seed: 42, sink: repo, source: repo });
const now0 = Date.now();
for (let i = 0; i < Number(process.argv[4] ?? 0); i++) {
  t = performance.now();
  const r = await driver.tick(i, now0 + i * 5000);
  console.log('tick', i, Math.round(performance.now() - t), 'ms', JSON.stringify(r));
}
await database.close();
