/**
 * The search boxes (es/devices/search: Device Details, LUMOS, Device Search) straight on the
 * driver, per text: the plan the API chooses per request, and each plan forced, with the max as
 * well as p50/p95 (one slow text is what an operator remembers). Texts: 3 characters from inside
 * sampled names (clustered customer names such as PETROMAX's 'etr', spread device types), '000',
 * and rare ones. Runs against a loaded fleet database, e.g. one api-bench.ts left behind:
 *   node --import tsx bench/search-bench.ts --url postgres://postgres@127.0.0.1:5432/nms_bench_1000000_1000000
 *   node --import tsx bench/search-bench.ts --data-dir bench/.data/nms_bench_100000_1000000
 */
import { parseArgs } from 'node:util';
import { DEVICE_SEARCH_LIMIT } from '@nms/contract';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database';
import { searchDevices } from '../apps/api/src/modules/device-details/search';
import type { ContainsPlan } from '../apps/api/src/modules/device-details/search-contains';
import { Rng } from '@nms/simulator';
import { loadAvg1, ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    texts: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
  },
});
const database = await openDatabase(values.url ? { databaseUrl: values.url, poolSize: 2 } : { dataDir: values['data-dir'] ?? 'bench/.data/search' });
const db = database.db;

/** 3 characters from inside names picked by a fixed hash order, plus fixed common and rare texts. */
const names = (await sql<{ name: string }>`SELECT name FROM devices ORDER BY md5(name || 's1') LIMIT ${Number(values.texts)}`.execute(db)).rows;
const rng = Rng.of(1, 'search-bench');
const inside = names.map(({ name }) => {
  const at = rng.int(1, Math.max(1, name.length - 3));
  return name.slice(at, at + 3).toLowerCase();
});
const CASES: Array<[string, string[]]> = [
  ['SB1 3 chars from inside names', inside],
  ['SB2 common: 000', ['000']],
  ['SB3 clustered: etr tro max', ['etr', 'tro', 'max']],
  ['SB4 rare: zzz q9x 9-fg', ['zzz', 'q9x', '9-fg']],
];

const time = async (texts: string[], plan?: ContainsPlan) => {
  const samples: number[] = [];
  for (const t of texts) await searchDevices(db, { query: t, limit: DEVICE_SEARCH_LIMIT }, plan); // warm
  for (let r = 0; r < Number(values.rounds); r++)
    for (const t of texts) {
      const at = performance.now();
      await searchDevices(db, { query: t, limit: DEVICE_SEARCH_LIMIT }, plan);
      samples.push(performance.now() - at);
    }
  samples.sort((a, b) => a - b);
  return `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} / ${ms(samples.at(-1)!)}`;
};

const devices = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM devices`.execute(db)).rows[0].n;
process.stdout.write(`${devices} devices, load ${loadAvg1()}\n| case | chosen p50/p95/max ms | walk forced | trigram forced |\n|---|---|---|---|\n`);
for (const [what, texts] of CASES) {
  const chosen = await time(texts);
  // A forced walk reads a common trigram's whole list: skip it where that list is the fleet.
  const walk = what.startsWith('SB2') ? '—' : await time(texts, 'walk');
  const trigram = await time(texts, 'trigram');
  process.stdout.write(`| ${what} | ${chosen} | ${walk} | ${trigram} |\n`);
}
process.stdout.write(`load after ${loadAvg1()}\n`);
await database.close();
