/**
 * The Lucene reference column (issue 19): Apache Lucene 8 (Debian liblucene8-java, what the
 * original's Elasticsearch runs on) indexes the same fleet rows as the bench database and times
 * the device cases of bench/cases.ts in-process, the way api-bench times the API (p50/p95 over
 * `--iterations` after 3 warm-ups). Prints them next to the API and SQL figures of the api-bench
 * run on the same database (its results JSON), by case id.
 *   apt-get install -y liblucene8-java
 *   node --import tsx bench/lucene-bench.ts --engine postgres --devices 1000000 --alerts 1000000 [--tag NAME]
 * It always reuses the bench database of that size (loading one only when there is none).
 */
import { writeFileSync } from 'node:fs';
import { DEVICE_FIELDS, SUMMARY_VIEW_CARDS, fieldByName } from '@nms/contract';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { benchCases } from './all-cases';
import type { BenchCase } from './cases';
import { exportFleetCsv } from './lucene/export-fleet';
import { apiFigures, runLucene, type LuceneResult } from './lucene/run-lucene';
import { load, ms } from './stats';

const { engine, devices, alerts, iterations, tag } = benchArgs(100);
const CASES = benchCases(devices);
const byName = fieldByName(DEVICE_FIELDS);

/** Issue 19 rows that bench/cases.ts may not carry (yet): added unless a case already runs the same query. */
const EXTRA: BenchCase[] = [
  { id: 'C000', what: 'devices, contains a common text name:*000*', kind: 'devices', q: { query: 'name:*000*', limit: 15 } },
  // The Summary View cards (dashboard-bench's SV cycles through them): each card's counts by state.
  ...SUMMARY_VIEW_CARDS.map((c, i): BenchCase => ({
    id: `SV${i + 1}`,
    what: `Summary View card ${c.title}`,
    kind: 'summary',
    q: { query: c.query },
  })),
];
// Lucene answers the device cases; alert cases (A*) have no Lucene column here.
const deviceCases = CASES.filter((c) => c.kind === 'devices' || c.kind === 'summary');
const cases = [...deviceCases, ...EXTRA.filter((x) => !deviceCases.some((c) => c.q.query === x.q.query))];
/** Every field a case filters or sorts on, plus name (the id and tie-break) and state (the summary). */
const used = new Set(['name', 'state']);
for (const c of cases) {
  for (const m of (c.q.query ?? '').matchAll(/([A-Za-z_][\w]*):/g)) used.add(m[1]);
  if (c.q.sort) used.add(c.q.sort);
}
const fields = [...used].map((n) => {
  const f = byName.get(n);
  if (!f) throw new Error(`case field ${n} is not a device field`);
  return f;
});

const work = `/tmp/lucene-bench-${tag ?? 'default'}-${engine}-${devices}`;
const { database } = await openBenchDatabase(engine, devices, alerts, true, tag);
const rows = await exportFleetCsv(database, fields, `${work}.csv`);
await database.close();
process.stdout.write(`exported ${rows} devices (${fields.length} fields) to ${work}.csv\n`);

const lucene = await runLucene({ csv: `${work}.csv`, fields, cases, iterations, indexDir: `${work}.index`, work });
const api = apiFigures(resultsPath(`api-${engine}-${devices}.json`, tag));

const fmt = (n: number | undefined) => (n === undefined ? '—' : ms(n));
const lines = cases.flatMap((c) =>
  lucene
    .filter((l) => l.id === c.id || l.id === `${c.id}~sa`)
    .map((l: LuceneResult) => {
      const a = l.id === c.id ? api.get(c.id) : undefined;
      const what = l.id === c.id ? c.what : `${c.what}, search_after`;
      return `| ${l.id} | ${what} | ${fmt(a?.api.p95)} | ${fmt(a?.sql.p95)} | ${ms(l.p50)} | ${ms(l.p95)} | ${l.hits} | ${load(l)} |`;
    }),
);
writeFileSync(
  resultsPath(`lucene-${engine}-${devices}.json`, tag),
  JSON.stringify(
    { engine, devices, alerts, iterations, rows, at: new Date().toISOString(), fields: fields.map((f) => f.name), results: lucene },
    null,
    2,
  ),
);
process.stdout.write(
  `\nLucene 8 in-process, ${rows} devices from ${engine}, ${iterations} iterations (API/SQL: ${api.size ? 'api-bench results of this database' : 'no api-bench results found'})\n` +
    '| id | case | API p95 | SQL p95 | Lucene p50 | Lucene p95 | Lucene hits | load 1m |\n|---|---|---|---|---|---|---|---|\n' +
    lines.join('\n') +
    '\n',
);
