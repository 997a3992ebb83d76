import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FieldDef } from '@nms/contract';
import type { BenchCase } from '../cases';

const HERE = dirname(fileURLToPath(import.meta.url));
const JARS = '/usr/share/java';
/** The Lucene modules the harness uses: core, the classic query parser (and what it links), the keyword analyzer. */
const MODULES = ['core', 'queryparser', 'queries', 'sandbox', 'analyzers-common'];

export interface LuceneResult {
  id: string;
  how: string;
  p50: number;
  p95: number;
  hits: number;
  load1Before: number;
  load1After: number;
}

function classpath(): string {
  const jars = readdirSync(JARS);
  return MODULES.map((m) => {
    const jar = jars.find((j) => new RegExp(`^lucene-${m}-8[\\d.]*\\.jar$`).test(j));
    if (!jar) throw new Error(`no ${JARS}/lucene-${m}-8*.jar: apt-get install -y liblucene8-java`);
    return join(JARS, jar);
  }).join(':');
}

/** One TSV line a case: id, kind, query, sort, order, offset, limit (what LuceneBench.java reads). */
const caseLine = (c: BenchCase) =>
  [c.id, c.kind === 'summary' ? 'summary' : 'page', c.q.query ?? '', c.q.sort ?? '', c.q.order ?? 'asc', c.q.offset ?? 0, c.q.limit ?? 100].join(
    '\t',
  );

/** Compiles bench/lucene/*.java with javac into `work`/classes, indexes the CSV and times the cases in one JVM. */
export async function runLucene(o: {
  csv: string;
  fields: readonly FieldDef[];
  cases: readonly BenchCase[];
  iterations: number;
  indexDir: string;
  work: string;
}): Promise<LuceneResult[]> {
  const cp = classpath();
  const classes = `${o.work}.classes`;
  mkdirSync(classes, { recursive: true });
  const sources = readdirSync(HERE)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(HERE, f));
  execFileSync('javac', ['-cp', cp, '-d', classes, ...sources], { stdio: 'inherit' });
  writeFileSync(`${o.work}.cases.tsv`, o.cases.map(caseLine).join('\n') + '\n');
  rmSync(o.indexDir, { recursive: true, force: true });

  const schema = o.fields.map((f) => `${f.name}:${f.type}`).join(',');
  const args = ['-Xmx2g', '-cp', `${classes}:${cp}`, 'LuceneBench', o.csv, schema, `${o.work}.cases.tsv`, String(o.iterations), o.indexDir];
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d;
    process.stdout.write(d);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`LuceneBench exited with ${code}`);
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LuceneResult);
}

type Timing = { p50: number; p95: number };
/** The API and SQL figures of an api-bench run, by case id (empty when that run has not happened). */
export function apiFigures(path: string): Map<string, { api: Timing; sql: Timing }> {
  if (!existsSync(path)) return new Map();
  const json = JSON.parse(readFileSync(path, 'utf8')) as { results: Array<{ id: string; api: Timing; sql: Timing }> };
  return new Map(json.results.map((r) => [r.id, r]));
}
