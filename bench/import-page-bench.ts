/**
 * The Import Devices page's path (issue 16): a CSV file read by the page's own code (RFC 4180
 * parser, auto-mapping, conversion by contract type), then sent as the page sends it: JSON arrays
 * of `--chunks` rows, one call after another, to POST /api/v1.0/ingest/devices of the real server
 * in its own process (SIMULATOR=off, a fresh embedded database per chunk size).
 *   node --import tsx bench/import-page-bench.ts [--rows 20000] [--parse-rows 100000] [--chunks 1000,10000,20000]
 * Passes per chunk size: first import (all created), the same file again (all unchanged).
 * The browser is not in the loop (its fetch adds little next to the server's work); the reading
 * runs in Node's V8, as Chromium's would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { autoMap, parseCsv, prepareRows, toSheet, type PreparedRow } from '@nms/contract';
import { runImport, type IngestAnswer } from '../apps/web/src/features/device-import/logic/run-import';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { ms, percentile } from './stats';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '20000' },
    'parse-rows': { type: 'string', default: '100000' },
    chunks: { type: 'string', default: '1000,10000,20000' },
  },
});
const rows = Number(values.rows);
const parseRows = Number(values['parse-rows']);
const chunkSizes = values.chunks.split(',').map(Number);

const HEADER = 'Device Name,model,vendor,productCategory,nmd,Provision Status,management_ip,latitude,longitude,isManaged,description';
const pad = (i: number) => String(i).padStart(7, '0');
/** A spreadsheet of n devices as an inventory export writes it (quoted text with commas included). */
function csv(n: number): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    lines.push(
      `IMP-${pad(i)},HT2010,HUGHES,Satellite Modem,CUST${i % 32},ACTV,10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255},` +
        `${(25 + (i % 2400) / 100).toFixed(2)},${(-120 + (i % 5000) / 100).toFixed(2)},true,"Site ${i}, rack ${i % 8}"`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}

function read(text: string): { rows: PreparedRow[]; ms: number } {
  const t = performance.now();
  const sheet = toSheet(parseCsv(text));
  const prepared = prepareRows(sheet, autoMap(sheet.headers));
  return { rows: prepared, ms: performance.now() - t };
}

async function importAt(prepared: PreparedRow[], chunk: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nms-import-bench-'));
  const server = await startServerProcess({ SIMULATOR: 'off', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, 180_000);
  try {
    const token = await serviceToken(server.url);
    const passes = [];
    for (const pass of ['first import (all created)', 'same file again (all unchanged)']) {
      const callMs: number[] = [];
      const send = async (devices: Record<string, unknown>[]): Promise<IngestAnswer> => {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/v1.0/ingest/devices`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(devices),
        });
        const body = await res.json();
        callMs.push(performance.now() - t);
        if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}: ${JSON.stringify(body).slice(0, 300)}`), { body });
        return body as IngestAnswer;
      };
      const t = performance.now();
      const out = await runImport(prepared, send, undefined, chunk);
      const seconds = (performance.now() - t) / 1000;
      if (out.failure) throw new Error(out.failure);
      callMs.sort((a, b) => a - b);
      passes.push({
        pass,
        rows: prepared.length,
        seconds,
        rowsPerSecond: prepared.length / seconds,
        calls: callMs.length,
        callP50: percentile(callMs, 50),
        callP95: percentile(callMs, 95),
        counts: out.counts,
      });
      console.log(
        `chunk ${chunk}, ${pass}: ${seconds.toFixed(1)} s, ${Math.round(prepared.length / seconds)} rows/s, ${callMs.length} calls p50 ${ms(percentile(callMs, 50))} ms p95 ${ms(percentile(callMs, 95))} ms`,
        out.counts,
      );
    }
    return { chunk, passes };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const big = read(csv(parseRows));
console.log(`read ${parseRows} rows (parse, map, convert): ${ms(big.ms)} ms`);
const file = read(csv(rows));
const results = [];
for (const chunk of chunkSizes) results.push(await importAt(file.rows, chunk));

mkdirSync('bench/results', { recursive: true });
const out = `bench/results/import-page-pglite-${rows}.json`;
writeFileSync(out, JSON.stringify({ engine: 'pglite', rows, at: new Date().toISOString(), read: { rows: parseRows, ms: big.ms }, results }, null, 2));
console.log(`wrote ${out}`);
