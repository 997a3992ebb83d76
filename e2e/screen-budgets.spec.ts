import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, test, USERS } from './fixtures';
import { FIRST_ROW, firstDevice, kb, openCold, SCREENS, signInSession, type SessionState } from './screen-budget-helpers';

/**
 * Every screen's cold JavaScript (issue 19): a signed-in user opens the screen in a new browser
 * context (empty cache); every script the browser fetched is counted once at its gzip size,
 * shell included, and must stay within the screen's budget: what it measured when the budgets
 * were set, plus ~10% (~5% for Manage Devices and Device Details), so a screen that starts pulling
 * in a kit it does not draw (ECharts on a grid screen, the grid on a form) fails.
 * The issue asks 350 kB for Manage Devices and Device Details; they measure ~599 / ~611 kB (from
 * 811 / 841 before issue 19), and with AG Grid the floor is above 350: React with react-dom is
 * ~66 kB and AG Grid with nothing but the infinite row model and paging ~150 kB, before Mantine,
 * the router, the sign-in client and any screen (its one ESM file gives every grid screen the
 * modules any grid registers: ~220 kB with ours).
 * Times to first content / rows are recorded in test-results/screen-budgets.json, not asserted.
 */

/** Each screen's budget, kB of gzipped JavaScript on a cold load (the screens: SCREENS, screen-budget-helpers.ts). */
const BUDGETS_KB: Record<string, number> = {
  '/dash-board': 870,
  '/monitoring': 910,
  // One screen (the Geo Map tab) under three paths; whether MapLibre's worker (~145 kB) and the
  // larger atlases are fetched before the network settles varies, so all three get its largest load.
  '/geo-map': 870,
  '/geo-vector-map': 870,
  '/geo-vector-map-box': 870,
  // The card screens after issue 21 (the palette, 'Copy link' on every card, URL state): 268.8 /
  // 271.7 / 271.7 / 268.7 kB measured, the shell 214.6 of it and the shared Mantine chunk ('ui') 51.
  '/admin': 285,
  '/user-details': 290,
  '/settings': 290,
  '/help': 285,
  '/device-details/{device}': 645,
  '/manage-devices': 630,
  '/svn': 850,
  '/cmdb-admin': 665,
  '/sf-cases': 610,
  '/sf-active-notifications': 610,
  '/sf-dispatches': 610,
  '/active-notifications': 610,
  '/tech-support-tasks': 610,
  '/replacements-dispatches': 610,
  '/cradlepoint': 600,
  '/infoblox': 605,
  '/device-search': 655,
  '/ab/getting-started': 290,
  '/ab/api-documentation': 290,
  '/ab/usage': 290,
  '/lumos': 665,
  '/admin/import-devices': 295,
  '/admin/audit-trail': 635,
  '/admin/api-tokens': 285,
};

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
    device = await firstDevice(ctx.request, signedIn.idToken);
    await ctx.close();
  });

  test('every screen has a budget', () => {
    expect(SCREENS.map((s) => s.path).sort()).toEqual(Object.keys(BUDGETS_KB).sort());
  });

  for (const screen of SCREENS) {
    const budgetKB = BUDGETS_KB[screen.path] ?? 0;
    test(`${screen.path} stays within ${budgetKB} kB of gzipped JavaScript, cold`, async ({ browser }) => {
      const path = screen.path.replace('{device}', encodeURIComponent(device));
      const viewport = SHOTS ? { width: 1600, height: 1000 } : undefined;
      const { load, page, context } = await openCold(browser, process.env.E2E_BASE_URL!, session, { ...screen, path }, 0, viewport);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.path.replace(/\W+/g, '_').replace(/^_/, '')}.png` });
      const rowsShown = await page.locator(FIRST_ROW).count();
      await context.close();
      record(screen.path, {
        gzipKB: kb(load.gzip),
        budgetKB: budgetKB,
        contentMs: load.contentMs,
        rowsMs: load.rowsMs,
        rowsShown,
        files: load.files,
      });
      console.log(
        `${screen.path}: ${kb(load.gzip)} kB gzip JS cold (budget ${budgetKB}); content ${load.contentMs} ms${load.rowsMs ? `, rows ${load.rowsMs} ms` : ''}`,
      );
      expect(kb(load.gzip), `${screen.path}: ${load.files.map((f) => `${f.file} ${f.gzipKB}`).join(', ')}`).toBeLessThanOrEqual(budgetKB);
    });
  }
});
