import type { Browser, Page, Request } from '@playwright/test';
import { startCluster, type Cluster } from '../apps/api/test/cluster-harness';
import { statsCommand } from '../apps/api/test/haproxy-stats';
import { isPostgresReachable } from '../apps/api/test/postgres-admin';
import { expect, idToken, signIn, test } from './fixtures';
import { expectLiveSynced, liveIndicator } from './live-helpers';
import { LIVE, NONE, createPam, expectAgree, freeDevice, openDevicePage } from './pam-page-helpers';

/**
 * The live console on two API processes behind HAProxy (issue 20): two operators' streams on two
 * different processes; an alert raised on one process reaches the browser streaming from the
 * other; killing the process a browser streams from shows 'Reconnecting', and the browser comes
 * back through the other process with what changed meanwhile (resumed from its last event id).
 */

// How long a screen may take to follow: the 2 s of the issue is measured (printed, bench/README.md); this only fails a screen that does not follow at all, with room for a busy 2-core CI machine.
const FOLLOW_MS = 10_000;
// A stream serving every view of a freshly loaded screen, on a machine also running the browser and both processes.
const SYNC_MS = 30_000;
const EVENT = 'E2eClusterLive';

test.describe.configure({ mode: 'serial' });

let cluster: Cluster | undefined;

test.beforeAll(async () => {
  test.skip(!(await isPostgresReachable()), 'needs PostgreSQL at 127.0.0.1:5432 (the processes share one database)');
  test.setTimeout(420_000);
  // The simulator's live ticks off: they raise alerts on random devices (the clock picks which),
  // and one landing on this test's device turned its expected 'Normal' into 'Unknown' in CI.
  cluster = await startCluster({ processes: 2, env: { SIMULATOR_LIVE: 'false' } });
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** Which process (HAProxy's server name, api1 or api2) answered the page's latest stream open. */
function streamServer(page: Page): () => string | undefined {
  let server: string | undefined;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1.0/live/stream') && r.ok()) server = r.headers()['x-served-by'];
  });
  return () => server;
}

interface LivePage {
  page: Page;
  server: () => string | undefined;
}

async function openOn(browser: Browser, who: 'admin' | 'operator', path: string): Promise<LivePage> {
  const context = await browser.newContext({ baseURL: cluster!.url, viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const server = streamServer(page);
  await signIn(page, who, path);
  return { page, server };
}

/** The process the page's stream is on, once every view of the page is served by it. */
async function streamServerOf(p: LivePage): Promise<string> {
  await expectLiveSynced(p.page, SYNC_MS);
  await expect.poll(p.server).toBeTruthy();
  return p.server()!;
}

/**
 * Loads the page (`load`) with every other process drained on HAProxy's stats socket, so its new
 * stream can only land on `server`; the others are made ready again at once, and streams already
 * open stay where they are. Reloading until round robin happened to pick the process failed CI:
 * the page's other requests and the second browser's move the robin in step with the reloads.
 */
async function streamOnto(p: LivePage, server: string, load: () => Promise<void>): Promise<void> {
  const others = cluster!.processes.map((_, i) => `api${i + 1}`).filter((s) => s !== server);
  const setState = (state: 'drain' | 'ready') =>
    Promise.all(others.map((s) => statsCommand(cluster!.statsSocket, `set server nms_api/${s} state ${state}`)));
  await setState('drain');
  try {
    await load();
    await expectLiveSynced(p.page, SYNC_MS);
    await expect.poll(p.server).toBe(server);
  } finally {
    await setState('ready');
  }
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The page's API requests in flight, its live stream aside. */
function apiInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (r.url().includes('/api/') && !r.url().endsWith('/live/stream')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

const processIndex = (server: string) => Number(server.replace('api', '')) - 1;
const otherServer = (server: string) => `api${((processIndex(server) + 1) % cluster!.processes.length) + 1}`;

async function ingest(baseUrl: string, token: string, device: string, state: 'open' | 'clear') {
  const res = await fetch(`${baseUrl}/api/v1.0/ingest/alerts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ device, event: EVENT, severity: 1, text: 'e2e/live-cluster.spec.ts', state, time: Date.now(), source: 'E2E' }),
  });
  expect(res.ok, `ingest on ${baseUrl} answered ${res.status}`).toBe(true);
}

/** Normal devices with a customer id, in name order (the events grids list them). */
async function quietDevices(baseUrl: string, token: string): Promise<string[]> {
  const query = new URLSearchParams({ query: "state:5 AND NOT nmd:''", limit: '20', sort: 'name' });
  const res = await fetch(`${baseUrl}/api/v1.0/es/devices/all?${query}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { name: string }[] }).data.map((d) => d.name);
}

/** Another page of the same browser (its own stream), opened (and `prepare`d) with that stream on `server`. */
async function pageOn(p: LivePage, path: string, server: string, prepare?: (page: Page) => Promise<void>): Promise<LivePage> {
  const page = await p.page.context().newPage();
  const other = { page, server: streamServer(page) };
  await streamOnto(other, server, async () => {
    await page.goto(path);
    await prepare?.(page);
  });
  return other;
}

test('on two processes: an alert raised through one reaches the grids and strip streaming from the other; a PAM create in one browser shows in the other', async ({
  browser,
}) => {
  // Three processes, HAProxy and two browsers on two CPUs: on a busy host it ran out at 300 s
  // with its last step under way (the waits inside keep their own bounds).
  test.setTimeout(420_000);
  const c = cluster!;
  const a = await openOn(browser, 'admin', '/device-details');
  const token = await idToken(a.page);
  const device = (await quietDevices(c.url, token))[7];
  const manage = await openOn(browser, 'operator', '/manage-devices');
  const times: Record<string, number> = {};
  try {
    // The query is part of the grid's view: typed first, since a new view reopens the stream (anywhere).
    const box = manage.page.getByPlaceholder('Search with lucene query');
    await box.fill(`name:"${device}"`);
    await box.press('Enter');
    const row = manage.page.getByTestId('grid-manage-devices').locator(`.ag-row[row-id="${device}"]`).first();
    await expect(row.locator('[col-id="state"]')).toHaveText('Normal');
    const bServer = await streamServerOf(manage);
    await expect(manage.page.getByTestId('summary-critical-count')).toHaveText('0');
    // The events grid narrowed to the device (no row yet): its search is part of its view, so set before the stream is checked.
    const events = await pageOn(manage, '/monitoring', bServer, async (page) => {
      await page.getByTestId('events-card').getByPlaceholder('Search ...').fill(device);
      await expect(page.getByTestId('pager-text')).toHaveText(/\(0\)$/);
    });
    const eventsGrid = events.page.getByTestId('events-card');
    const writer = c.processes.find((_, i) => `api${i + 1}` !== bServer)!;
    for (const p of [manage, events]) await expectLiveSynced(p.page, SYNC_MS);
    // Both of B's streams are on bServer; the alert is raised on the other process.
    expect([manage.server(), events.server()]).toEqual([bServer, bServer]);

    const t0 = Date.now();
    await ingest(writer.url, token, device, 'open');
    await Promise.all([
      expect(row.locator('[col-id="state"]'))
        .toHaveText('Critical', { timeout: FOLLOW_MS })
        .then(() => (times.rowMs = Date.now() - t0)),
      expect(manage.page.getByTestId('summary-critical-count'))
        .toHaveText('1', { timeout: FOLLOW_MS })
        .then(() => (times.stripMs = Date.now() - t0)),
      expect(eventsGrid.getByTestId('grid-fresh-rows'))
        .toHaveText('1 new - show', { timeout: FOLLOW_MS })
        .then(() => (times.eventsMs = Date.now() - t0)),
    ]);
    await ingest(writer.url, token, device, 'clear');
    await expect(row.locator('[col-id="state"]')).toHaveText('Normal', { timeout: FOLLOW_MS });

    // PAM: A creates in its browser; B's Device Details, streaming from another process than A's, follows.
    const pamDevice = await freeDevice(a.page, 0);
    await openDevicePage(a.page, pamDevice);
    const aServer = otherServer(bServer);
    await streamOnto(a, aServer, () => reload(a.page));
    const details = await pageOn(manage, `/device-details/${encodeURIComponent(pamDevice)}`, bServer);
    expect(aServer).not.toBe(details.server());
    await expectAgree(details.page, NONE);
    await createPam(a.page, 'live cluster window');
    await expect(a.page.getByTestId('card-pam-suspend').getByTestId('pam-notice')).toHaveText('PAM Suspend created successfully');
    const t1 = Date.now();
    await expectAgree(details.page, LIVE, FOLLOW_MS);
    times.pamMs = Date.now() - t1;
  } finally {
    await ingest(c.url, token, device, 'clear').catch(() => undefined);
    console.log(`live cluster e2e (grids, strip, PAM): ms ${JSON.stringify(times)}`);
    test.info().annotations.push({ type: 'live-ms', description: JSON.stringify(times) });
    await a.page.context().close();
    await manage.page.context().close();
  }
});

test('two browsers on two processes follow each other; a killed process: Reconnecting, then caught up through the other', async ({ browser }) => {
  test.setTimeout(300_000);
  const c = cluster!;
  const a = await openOn(browser, 'admin', '/device-details');
  const token = await idToken(a.page);
  const devices = (await (
    await fetch(`${c.url}/api/v1.0/es/devices/all?${new URLSearchParams({ query: "state:5 AND NOT nmd:''", limit: '20', sort: 'name' })}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { name: string }[] };
  const device = devices.data[5].name;
  const path = `/device-details/${encodeURIComponent(device)}`;
  const b = await openOn(browser, 'operator', path);
  const bInFlight = apiInFlight(b.page);
  const status = (page: Page) => page.getByTestId('card-device-status').locator('td[data-label="Status"]');
  const times: Record<string, number> = {};
  try {
    await a.page.goto(path);
    await expect(status(a.page)).toHaveText('Normal');
    await expect(status(b.page)).toHaveText('Normal');
    const bServer = await streamServerOf(b);
    const aServer = otherServer(bServer);
    await streamOnto(a, aServer, async () => {
      await reload(a.page);
      await expect(status(a.page)).toHaveText('Normal');
    });
    expect(aServer).not.toBe(bServer);
    const bProcess = c.processes[processIndex(bServer)];
    const other = c.processes[processIndex(aServer)];

    // Raised on the process A streams from, not on B's: B hears of it through the database's NOTIFY.
    const t0 = Date.now();
    await ingest(other.url, token, device, 'open');
    await expect(status(b.page)).toHaveText('Critical', { timeout: FOLLOW_MS });
    times.otherProcessMs = Date.now() - t0;
    await expect(status(a.page)).toHaveText('Critical', { timeout: FOLLOW_MS });

    // B's indicator, every text it shows from here on.
    await b.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { liveSeen: string[] }).liveSeen = seen;
      const el = document.querySelector('[data-testid="live-indicator"]')!;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    // B's reopen is held until the change below is made: it must come back with what it missed.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const reopens: string[] = [];
    await b.page.route('**/api/v1.0/live/stream', async (route) => {
      reopens.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });

    // Nothing of B's in flight to the process about to die: a failed call's retry (through the other
    // process, after the 'clear' below) would show the change without the stream, and prove nothing.
    await expect.poll(bInFlight, { timeout: SYNC_MS }).toBe(0);
    await bProcess.kill('SIGKILL');
    await expect(liveIndicator(b.page)).toHaveText('Reconnecting', { timeout: FOLLOW_MS });
    await ingest(other.url, token, device, 'clear');
    await expect(status(a.page)).toHaveText('Normal', { timeout: FOLLOW_MS });
    // B still shows what it knew: its stream is down.
    await expect(status(b.page)).toHaveText('Critical');
    const t1 = Date.now();
    release();
    await expect(status(b.page)).toHaveText('Normal', { timeout: 15_000 });
    times.catchUpMs = Date.now() - t1;
    await expect(liveIndicator(b.page)).toHaveText('Live');
    expect(b.server()).toBe(aServer);
    // It resumed from its last event (a replay, not a blind reload).
    expect(reopens.length).toBeGreaterThan(0);
    expect(JSON.parse(reopens.at(-1)!)).toHaveProperty('lastEventId');
    const seen = await b.page.evaluate(() => (window as unknown as { liveSeen: string[] }).liveSeen);
    expect(seen.indexOf('Reconnecting')).toBeGreaterThanOrEqual(0);
    expect(seen.lastIndexOf('Live')).toBeGreaterThan(seen.indexOf('Reconnecting'));
  } finally {
    await ingest(c.url, token, device, 'clear').catch(() => undefined);
    console.log(`live cluster e2e: ms ${JSON.stringify(times)}`);
    test.info().annotations.push({ type: 'live-ms', description: JSON.stringify(times) });
    await a.page.context().close();
    await b.page.context().close();
  }
});
