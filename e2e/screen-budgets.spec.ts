import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, test, USERS } from './fixtures';
import { FIRST_ROW, kb, openCold, signInSession, type Screen, type SessionState } from './screen-budget-helpers';

/**
 * Every screen's cold JavaScript (issue 19): a signed-in user opens the screen in a new browser
 * context (empty cache); every script the browser fetched is counted once at its gzip size,
 * shell included, and must stay within the screen's budget: what it measured when the budgets
 * were set, plus ~10% (~5% for Manage Devices and Device Details), so a screen that starts pulling
 * in a kit it does not draw (ECharts on a grid screen, the grid on a form) fails.
 * The issue asks 350 kB for Manage Devices and Device Details; they measure ~615 / ~630 kB after
 * ECharts left them, and the floor is above 350: the shell (React, Mantine, the router, the
 * sign-in client) is ~230 kB and AG Grid's core alone ~185 kB (its one ESM file gives every grid
 * screen the modules any grid registers: ~280 kB with ours).
 * Times to first content / rows are recorded in test-results/screen-budgets.json, not asserted.
 */
// A screen is there when what it opens on is drawn: a chart (ECharts' own box, not the placeholder
// shown while ECharts loads), the map's canvas, a grid's first row (or its 'No Rows' answer where
// the simulated data may have none); otherwise its main area (screen-budget-helpers.ts).
const CHART = 'main [data-testid=chart]';
const MAP = '[data-testid=geo-map] canvas';
const GRID_ANSWERED = `${FIRST_ROW}, .ag-overlay-no-rows-center`;

const BUDGETS_KB: (Screen & { budgetKB: number })[] = [
  { path: '/dash-board', content: CHART, budgetKB: 870 },
  { path: '/monitoring', content: CHART, rows: FIRST_ROW, budgetKB: 910 },
  { path: '/geo-map', content: MAP, budgetKB: 770 },
  { path: '/geo-vector-map', content: MAP, budgetKB: 770 },
  { path: '/geo-vector-map-box', content: MAP, budgetKB: 610 },
  { path: '/admin', budgetKB: 260 },
  { path: '/user-details', budgetKB: 270 },
  { path: '/settings', budgetKB: 270 },
  { path: '/help', budgetKB: 260 },
  { path: '/device-details/{device}', content: '[data-testid=card-device-status]', rows: FIRST_ROW, budgetKB: 665 },
  { path: '/manage-devices', rows: `[data-testid=grid-manage-devices] ${FIRST_ROW}`, budgetKB: 650 },
  { path: '/svn', content: CHART, rows: FIRST_ROW, budgetKB: 850 },
  { path: '/cmdb-admin', budgetKB: 665 },
  { path: '/sf-cases', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/sf-active-notifications', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/sf-dispatches', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/active-notifications', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/tech-support-tasks', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/replacements-dispatches', rows: GRID_ANSWERED, budgetKB: 610 },
  { path: '/cradlepoint', budgetKB: 600 },
  { path: '/infoblox', budgetKB: 605 },
  { path: '/device-search', budgetKB: 655 },
  { path: '/ab/getting-started', budgetKB: 290 },
  { path: '/ab/api-documentation', budgetKB: 290 },
  { path: '/ab/usage', budgetKB: 290 },
  { path: '/lumos', budgetKB: 665 },
  { path: '/admin/import-devices', budgetKB: 295 },
  { path: '/admin/audit-trail', rows: GRID_ANSWERED, budgetKB: 635 },
  { path: '/admin/api-tokens', budgetKB: 285 },
];

const OUT_DIR = 'test-results/screen-budgets';
const SHOTS = process.env.SCREEN_BUDGET_SHOTS; // a directory: screenshots at 1600x1000 of what the tests open

/** Each test writes its own record, then the merged file: parallel workers never lose a screen. */
function record(path: string, result: object) {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(`${OUT_DIR}/${path.replace(/\W+/g, '_')}.json`, JSON.stringify({ path, ...result }));
  const all = readdirSync(OUT_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(`${OUT_DIR}/${f}`, 'utf8')) as { path: string })
    .sort((a, b) => a.path.localeCompare(b.path));
  const tmp = `test-results/screen-budgets.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(all, null, 2));
  renameSync(tmp, 'test-results/screen-budgets.json');
}

test.describe('cold JavaScript of every screen', () => {
  let session: SessionState;
  let device = '';

  test.beforeAll(async ({ browser }) => {
    const baseURL = process.env.E2E_BASE_URL!;
    const signedIn = await signInSession(browser, baseURL, USERS.admin);
    session = signedIn.state;
    const ctx = await browser.newContext({ baseURL });
    const res = await ctx.request.get('/api/v1.0/es/devices/all', {
      params: { limit: 1, sort: 'name', order: 'asc' },
      headers: { authorization: `Bearer ${signedIn.idToken}` },
    });
    expect(res.ok(), `devices answered ${res.status()}`).toBe(true);
    device = ((await res.json()) as { data: { name: string }[] }).data[0].name;
    await ctx.close();
  });

  for (const screen of BUDGETS_KB) {
    test(`${screen.path} stays within ${screen.budgetKB} kB of gzipped JavaScript, cold`, async ({ browser }) => {
      const path = screen.path.replace('{device}', encodeURIComponent(device));
      const viewport = SHOTS ? { width: 1600, height: 1000 } : undefined;
      const { load, page, context } = await openCold(browser, process.env.E2E_BASE_URL!, session, { ...screen, path }, 0, viewport);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.path.replace(/\W+/g, '_').replace(/^_/, '')}.png` });
      const rowsShown = await page.locator(FIRST_ROW).count();
      await context.close();
      record(screen.path, {
        gzipKB: kb(load.gzip),
        budgetKB: screen.budgetKB,
        contentMs: load.contentMs,
        rowsMs: load.rowsMs,
        rowsShown,
        files: load.files,
      });
      console.log(
        `${screen.path}: ${kb(load.gzip)} kB gzip JS cold (budget ${screen.budgetKB}); content ${load.contentMs} ms${load.rowsMs ? `, rows ${load.rowsMs} ms` : ''}`,
      );
      expect(kb(load.gzip), `${screen.path}: ${load.files.map((f) => `${f.file} ${f.gzipKB}`).join(', ')}`).toBeLessThanOrEqual(screen.budgetKB);
    });
  }
});
