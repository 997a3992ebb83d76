/**
 * Screen loads (issue 19): for every screen of the console (e2e/screen-budget-helpers.ts SCREENS),
 * against a running server, the gzipped JavaScript of a cold load and the time from navigation to
 * first content / first rows, cold (new browser context, empty cache, signed in through the
 * provider's session) and warm (reloads, scripts cached): medians of --runs each.
 *   node --import tsx bench/screen-load-bench.ts --url http://127.0.0.1:8080 --user admin --password admin [--runs 5] [--screens /manage-devices,/device-details/{device}] [--tag NAME]
 * Times include the sign-in round trip a full page load makes (tokens live in memory only).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { firstDevice, kb, median, openCold, SCREENS, signInSession } from '../e2e/screen-budget-helpers';
import { checkTag, resultsPath } from './bench-args';
import { loadAvg1 } from './stats';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin' },
    runs: { type: 'string', default: '5' },
    screens: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    tag: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer: ${values.runs}`);
const wanted = values.screens?.split(',').map((s) => s.trim());
const screens = wanted ? SCREENS.filter((s) => wanted.includes(s.path)) : SCREENS;
if (wanted && screens.length !== wanted.length) throw new Error(`unknown screen in --screens; known: ${SCREENS.map((s) => s.path).join(', ')}`);
const tag = checkTag(values.tag);

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const baseURL = values.url!;
const { state, idToken } = await signInSession(browser, baseURL, { username: values.user!, password: values.password! });
const probe = await browser.newContext({ baseURL });
const device = await firstDevice(probe.request, idToken);
await probe.close();

const fmt = (n: number | undefined) => (n === undefined ? '-' : String(n));
const rows: object[] = [];
console.log(`${baseURL}: ${screens.length} screens, ${runs} cold + ${runs} warm loads each; load average ${loadAvg1()}`);
console.log('| screen | cold JS kB gzip | content cold ms | rows cold ms | content warm ms | rows warm ms | load 1m |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const screen of screens) {
  const path = screen.path.replace('{device}', encodeURIComponent(device));
  const load1Before = loadAvg1();
  const cold = [];
  let warm: { contentMs: number; rowsMs?: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Each cold load in a new context (an empty cache); the last one also reloads `runs` times, warm.
      const opened = await openCold(browser, baseURL, state, { ...screen, path }, i === runs - 1 ? runs : 0);
      cold.push(opened.load);
      if (i === runs - 1) warm = opened.warmRuns;
      await opened.context.close();
    }
  } catch (e) {
    // A screen that never shows its content is a finding, not the end of the run.
    console.log(`| ${screen.path} | failed: ${(e as Error).message.split('\n')[0]} |`);
    rows.push({ screen: screen.path, error: (e as Error).message.split('\n')[0] });
    continue;
  }
  const row = {
    screen: screen.path,
    coldGzipKB: kb(median(cold.map((c) => c.gzip))!),
    contentColdMs: median(cold.map((c) => c.contentMs)),
    rowsColdMs: median(cold.flatMap((c) => (c.rowsMs === undefined ? [] : [c.rowsMs]))),
    contentWarmMs: median(warm.map((w) => w.contentMs)),
    rowsWarmMs: median(warm.flatMap((w) => (w.rowsMs === undefined ? [] : [w.rowsMs]))),
    load1: `${load1Before} → ${loadAvg1()}`,
    files: cold[0].files,
  };
  rows.push(row);
  console.log(
    `| ${row.screen} | ${row.coldGzipKB} | ${fmt(row.contentColdMs)} | ${fmt(row.rowsColdMs)} | ${fmt(row.contentWarmMs)} | ${fmt(row.rowsWarmMs)} | ${row.load1} |`,
  );
}
await browser.close();
const out = resultsPath('screen-load.json', tag);
writeFileSync(out, JSON.stringify({ url: baseURL, runs, device, at: new Date().toISOString(), screens: rows }, null, 2));
console.log(`written to ${out}`);
