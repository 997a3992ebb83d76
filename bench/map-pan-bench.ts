/**
 * Geo Map panning frame rate (issue 6): opens /geo-map in headless chromium against a running
 * server, pans the map for a while and counts animation frames in the page.
 *   node --import tsx bench/map-pan-bench.ts --url http://127.0.0.1:8080 --user operator --password operator --seconds 10
 *
 * Panning is a mouse drag in a loop (an operator's gesture, through MapLibre's own handlers and
 * its inertia), released every --burst ms so the map loads the markers of the new view as it
 * would between drags; --mode panBy instead moves the camera each frame through the map handle
 * the page exposes (no input, no loads until the end: the renderer alone).
 * Headless chromium renders WebGL in software (SwiftShader), so the numbers are a floor for a
 * desktop with a GPU and compare runs on one machine, not machines.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    user: { type: 'string', default: 'operator' },
    password: { type: 'string', default: 'operator' },
    seconds: { type: 'string', default: '10' },
    burst: { type: 'string', default: '2000' },
    mode: { type: 'string', default: 'drag' },
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    out: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const burstMs = Number(values.burst);
const mode = values.mode === 'panBy' ? 'panBy' : 'drag';
/** A frame this long or longer is a visible stutter (the Long Animation Frames threshold). */
const LONG_FRAME_MS = 50;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--enable-unsafe-swiftshader',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(values.width), height: Number(values.height) }, baseURL: values.url });
// tsx compiles with esbuild's keepNames, which wraps named functions in a __name() helper that
// the page does not have: give it one.
await page.addInitScript('globalThis.__name = (f) => f;');

async function openMap(p: Page) {
  await p.goto('/geo-map');
  await p.locator('#username').fill(values.user!);
  await p.locator('#password').fill(values.password!);
  await p.locator('button[type=submit]').click();
  const map = p.getByTestId('geo-map');
  await map.locator('canvas').waitFor({ timeout: 60_000 });
  await p.waitForFunction(
    () => (globalThis as unknown as PageGlobals).document.querySelector('[data-testid=geo-map]')?.getAttribute('data-markers-state') === 'ready',
    null,
    { timeout: 120_000 },
  );
  return map;
}

/**
 * The browser globals the in-page functions use: this file compiles with the server's (non-DOM)
 * library, and page.evaluate bodies are sent as source, so only type names may come from outside.
 */
interface PageGlobals {
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
  requestAnimationFrame(callback: (time: number) => void): number;
  __frames: number[];
  __stop: boolean;
}
interface MapElement {
  __map: import('maplibre-gl').Map;
}

const map = await openMap(page);
const markerCalls: number[] = [];
page.on('requestfinished', (r) => {
  if (r.url().includes('/es/geo-map/markers')) markerCalls.push(r.timing().responseEnd);
});
const startCells = Number(await map.getAttribute('data-marker-cells'));
const startDevices = Number(await map.getAttribute('data-marker-devices'));

// Frame clock in the page: every requestAnimationFrame's gap, until stopped.
await page.evaluate(() => {
  const w = globalThis as unknown as PageGlobals;
  w.__frames = [];
  w.__stop = false;
  let last = performance.now();
  const tick = (t: number) => {
    w.__frames.push(t - last);
    last = t;
    if (!w.__stop) w.requestAnimationFrame(tick);
  };
  w.requestAnimationFrame(tick);
});

const box = (await map.boundingBox())!;
const cx = box.x + box.width / 2;
const cy = box.y + box.height / 2;
const until = Date.now() + seconds * 1000;
if (mode === 'drag') {
  // An ellipse around the centre: the view wanders and comes back, so it stays over the fleet.
  const rx = box.width / 4;
  const ry = box.height / 4;
  let angle = 0;
  while (Date.now() < until) {
    await page.mouse.move(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
    await page.mouse.down();
    const burstEnd = Math.min(until, Date.now() + burstMs);
    while (Date.now() < burstEnd) {
      angle += 0.05;
      await page.mouse.move(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
    }
    await page.mouse.up();
  }
} else {
  await page.evaluate(
    ({ ms }) =>
      new Promise<void>((done) => {
        const w = globalThis as unknown as PageGlobals;
        const m = (w.document.querySelector('[data-testid=geo-map]') as unknown as MapElement).__map;
        const end = performance.now() + ms;
        let angle = 0;
        const step = () => {
          angle += 0.05;
          m.panBy([8 * Math.cos(angle), 8 * Math.sin(angle)], { duration: 0 });
          if (performance.now() < end) w.requestAnimationFrame(step);
          else done();
        };
        w.requestAnimationFrame(step);
      }),
    { ms: seconds * 1000 },
  );
}

const frames = await page.evaluate(() => {
  const w = globalThis as unknown as PageGlobals;
  w.__stop = true;
  return w.__frames.slice(1);
});
await page.waitForFunction(
  () => (globalThis as unknown as PageGlobals).document.querySelector('[data-testid=geo-map]')?.getAttribute('data-markers-state') !== 'loading',
  null,
  { timeout: 60_000 },
);
const sorted = [...frames].sort((a, b) => a - b);
const total = frames.reduce((a, b) => a + b, 0);
const pct = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
const result = {
  url: values.url,
  mode,
  seconds,
  viewport: `${values.width}x${values.height}`,
  markersAtStart: { cells: startCells, devices: startDevices },
  markersAtEnd: { cells: Number(await map.getAttribute('data-marker-cells')), devices: Number(await map.getAttribute('data-marker-devices')) },
  markerLoads: markerCalls.length,
  frames: frames.length,
  fps: Math.round((frames.length / (total / 1000)) * 10) / 10,
  frameMs: { p50: pct(0.5), p95: pct(0.95), max: Math.round(sorted[sorted.length - 1] ?? 0) },
  longFramePercent: Math.round((frames.filter((f) => f >= LONG_FRAME_MS).length / Math.max(1, frames.length)) * 1000) / 10,
  longFrameTimePercent: Math.round((frames.filter((f) => f >= LONG_FRAME_MS).reduce((a, b) => a + b, 0) / Math.max(1, total)) * 1000) / 10,
};
console.log(JSON.stringify(result, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
await browser.close();
