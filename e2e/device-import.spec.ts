import { join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import { freeUdpPort, startSnmpd, type Snmpd } from '../apps/api/test/peers/snmpd';
import { expect, signIn } from './fixtures';
import { realNetworkEnv, startSecondServer, type SecondServer } from './second-server';

/**
 * Issue 16's Done-when, as an operator would do it, with no simulator: a server of its own
 * (SIMULATOR=off, the SNMP poller on, a short interval) and a real snmpd on 127.0.0.1. An admin
 * imports a CSV of devices on the Import Devices page (mapping, preview with errors, import and
 * counts), then finds one in Manage Devices, runs Interface Status over SNMP (the agent's 'lo'),
 * and Device Details shows it Normal while a device whose agent port is dead turns Critical.
 * The shared e2e server is not used.
 */

const SHOTS = process.env.IMPORT_SHOTS; // a directory: save the import page's screenshots
const CREDENTIAL = 'e2e-v2c';
const EXAMPLE = join(import.meta.dirname, '..', 'docs', 'examples', 'devices.csv');
/** The credentials the example file names (docs/operations.md creates them the same way). */
const EXAMPLE_CREDENTIALS = [
  { name: 'acme-v2c', version: '2c', community: 'acme-ro-community' },
  {
    name: 'globex-v3',
    version: '3',
    user: 'nmsv3',
    level: 'authPriv',
    authProtocol: 'sha256',
    authKey: 'globex-auth-pass',
    privProtocol: 'aes',
    privKey: 'globex-priv-pass',
  },
];

let snmpd: Snmpd;
let server: SecondServer;
let deadPort: number;

/** A 1600x1000 screenshot with `target` scrolled into view (the shell's header and menu are fixed). */
async function shot(page: Page, name: string, target?: Locator) {
  if (!SHOTS) return;
  await target?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/import-${name}.png` });
}

/**
 * The lab's devices: four good rows (one on a port nobody answers), one bad cell, one unknown
 * credential. Saved as Excel saves "CSV" where the decimal mark is a comma: a BOM and semicolons
 * (the page takes the separator from the header row; the quoted note keeps its comma).
 */
function labCsv(port: number): string {
  const rows = [
    '\ufeffDevice Name;Product Category;Model;management_ip;SNMP Credential;snmp_port;NMD;Provision Status;Notes',
    `E2E-LAB-RTR1;Router;FGT-60F;127.0.0.1;${CREDENTIAL};${port};E2ELAB;ACTV;"lab router 1, rack A"`,
    `E2E-LAB-RTR2;Router;FGT-40F;127.0.0.1;${CREDENTIAL};${port};E2ELAB;ACTV;lab router 2`,
    `E2E-LAB-SW1;Switch;FS-124F;127.0.0.1;${CREDENTIAL};${port};E2ELAB;ACTV;lab switch`,
    `E2E-LAB-DEAD1;Router;FGT-60F;127.0.0.1;${CREDENTIAL};${deadPort};E2ELAB;ACTV;no agent on this port`,
    `E2E-LAB-BAD1;Router;FGT-60F;127.0.0.1;${CREDENTIAL};abc;E2ELAB;ACTV;port is not a number`,
    `E2E-LAB-BAD2;Router;FGT-60F;127.0.0.1;missing-cred;${port};E2ELAB;ACTV;unknown credential`,
  ];
  return rows.join('\r\n') + '\r\n';
}

const previewRow = (page: Page, row: number): Locator => page.getByTestId('import-preview').locator(`tr[data-row="${row}"]`);
const statusCell = (page: Page) => page.getByTestId('card-device-status').locator('td[data-label="Status"]');

test.describe('Import Devices with SIMULATOR=off and a real snmpd', () => {
  // One worker runs both tests in order, so they share one server and one agent.
  test.describe.configure({ mode: 'default', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    snmpd = await startSnmpd({ sysName: 'e2e-import-agent' });
    deadPort = await freeUdpPort();
    // The embedded database of its own, whatever the runner's environment points at.
    server = await startSecondServer(realNetworkEnv());
    // The credential the file names, created the way a provisioning script would (service account).
    await server.api('PUT', '/ingest/snmp-credentials', [{ name: CREDENTIAL, version: '2c', community: snmpd.community }, ...EXAMPLE_CREDENTIALS]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await snmpd?.dispose();
  });

  test('an operator is told the page needs the Admin role, as at /admin', async ({ page }) => {
    await signIn(page, 'operator', `${server.url}/admin/import-devices`);
    await expect(page.getByText('This page needs the Admin role')).toBeVisible();
    await expect(page.getByTestId('device-import')).toHaveCount(0);
  });

  test('imports a CSV, then shows an imported device with its real SNMP interfaces', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', `${server.url}/admin`);
    await page.getByTestId('admin-card').getByRole('link', { name: 'Import Devices' }).click();
    await expect(page).toHaveURL(/\/admin\/import-devices$/);
    const screen = page.getByTestId('device-import');
    await expect(screen.getByRole('heading', { name: 'Import Devices' })).toBeVisible();

    await test.step("docs' example file maps every column and checks clean (dry run: nothing written)", async () => {
      // Only a dry run: the example's 10.x addresses must not reach the poller (loopback only).
      await screen.locator('input[type=file]').setInputFiles(EXAMPLE);
      await expect(page.getByTestId('import-file-summary')).toHaveText('14 rows, 18 columns');
      const fields = await page
        .getByTestId('import-mapping')
        .getByRole('combobox')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(fields).toHaveLength(18);
      expect(fields).not.toContain('(ignore)');
      await expect(page.getByTestId('import-preview-counts')).toHaveText('Dry run of these rows: 14 new, 0 updated, 0 unchanged, 0 rejected');
      await screen.getByRole('button', { name: 'Check all rows' }).click();
      const check = page.getByTestId('import-run-check');
      await expect(check).toHaveAttribute('data-state', 'done');
      for (const [k, n] of [
        ['created', '14'],
        ['updated', '0'],
        ['unchanged', '0'],
        ['rejected', '0'],
      ])
        await expect(page.getByTestId(`import-count-${k}`)).toHaveText(n);
      await expect(page.getByTestId('import-errors')).toHaveCount(0);
      await shot(page, 'example-check', check);
    });

    await test.step('the lab file and its mapping', async () => {
      await screen
        .locator('input[type=file]')
        .setInputFiles({ name: 'lab-devices.csv', mimeType: 'text/csv', buffer: Buffer.from(labCsv(snmpd.port)) });
      await expect(page.getByTestId('import-file-summary')).toHaveText('6 rows, 9 columns');
      const fieldOf = (column: string) => page.getByRole('combobox', { name: `Device field for ${column}`, exact: true });
      await expect(fieldOf('Device Name')).toHaveValue('name (text)');
      await expect(fieldOf('management_ip')).toHaveValue('managementIp (text)');
      await expect(fieldOf('SNMP Credential')).toHaveValue('snmpCredential (text)');
      await expect(fieldOf('snmp_port')).toHaveValue('snmpPort (int)');
      await expect(fieldOf('Provision Status')).toHaveValue('provisionStatus (text)');
      await expect(fieldOf('Notes')).toHaveValue('(ignore)');
      // Notes has no field of its name: map it by hand.
      await fieldOf('Notes').click();
      await fieldOf('Notes').fill('descr');
      await page.getByRole('option', { name: 'description (text)', exact: true }).click();
      await expect(fieldOf('Notes')).toHaveValue('description (text)');
    });

    await test.step('the preview marks the bad rows by their file row numbers', async () => {
      const preview = page.getByTestId('import-preview');
      await expect(preview.getByRole('columnheader', { name: 'description' })).toBeVisible();
      await expect(page.getByTestId('import-preview-counts')).toHaveText('Dry run of these rows: 4 new, 0 updated, 0 unchanged, 2 rejected');
      await expect(previewRow(page, 2)).not.toHaveAttribute('data-error');
      await expect(previewRow(page, 2)).toContainText('lab router 1, rack A');
      // Row 6: a cell the page could not convert; row 7: the server's dry run refuses the credential.
      await expect(previewRow(page, 6)).toHaveAttribute('data-error', 'true');
      await expect(previewRow(page, 6).locator('[data-error-field="snmpPort"]')).toHaveText('abc');
      await expect(page.getByTestId('import-preview-errors-6')).toHaveText("snmpPort must be a whole number, not 'abc'");
      await expect(previewRow(page, 7)).toHaveAttribute('data-error', 'true');
      await expect(page.getByTestId('import-preview-errors-7')).toHaveText(/^snmpCredential: /);
      await expect(previewRow(page, 7).locator('[data-error-field="snmpCredential"]')).toHaveText('missing-cred');
      await shot(page, 'mapping', page.getByTestId('import-mapping'));
      await shot(page, 'preview', preview);
      await previewRow(page, 6).locator('[data-error-field="snmpPort"]').hover();
      await expect(page.getByRole('tooltip')).toHaveText("snmpPort must be a whole number, not 'abc'");
    });

    await test.step('a failed call stops the import and keeps the file and the mapping', async () => {
      // The network fails the first real call (held first, to see the run in progress).
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const isImport = (url: URL) => url.pathname.endsWith('/api/v1.0/ingest/devices') && !url.searchParams.has('dryRun');
      await page.route(isImport, async (route) => {
        await held;
        await route.abort('failed');
      });
      await screen.getByRole('button', { name: 'Import 6 devices' }).click();
      const run = page.getByTestId('import-run-import');
      await expect(run).toHaveAttribute('data-state', 'running');
      await expect(run).toContainText('Import: 0 of 6 rows');
      // Nothing the run reads can change under it.
      await expect(page.getByRole('combobox', { name: 'Device field for Notes', exact: true })).toBeDisabled();
      await expect(screen.getByRole('button', { name: 'Check all rows' })).toBeDisabled();
      await shot(page, 'progress', run);
      release();
      await expect(run).toHaveAttribute('data-state', 'stopped');
      await expect(page.getByTestId('import-failure')).toContainText('The import stopped');
      await expect(page.getByTestId('import-count-created')).toHaveText('0');
      await page.unroute(isImport);
      await expect(page.getByTestId('import-file-summary')).toHaveText('6 rows, 9 columns');
      await expect(page.getByRole('combobox', { name: 'Device field for Notes', exact: true })).toHaveValue('description (text)');
      await shot(page, 'failure', run);
    });

    await test.step('import: progress, then the counts and the rejected rows', async () => {
      await screen.getByRole('button', { name: 'Import 6 devices' }).click();
      const run = page.getByTestId('import-run-import');
      await expect(page.getByTestId('import-failure')).toHaveCount(0);
      await expect(run).toHaveAttribute('data-state', 'done');
      await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      for (const [k, n] of [
        ['created', '4'],
        ['updated', '0'],
        ['unchanged', '0'],
        ['rejected', '2'],
      ])
        await expect(page.getByTestId(`import-count-${k}`)).toHaveText(n);
      const errors = page.getByTestId('import-errors').locator('tbody tr');
      await expect(errors).toHaveCount(2);
      await expect(errors.nth(0)).toContainText('6snmpPort');
      await expect(errors.nth(1)).toContainText('7snmpCredential');
      await shot(page, 'counts', page.getByTestId('import-errors'));
    });

    const name = 'E2E-LAB-RTR2';
    await test.step('Manage Devices finds it; Interface Status runs over SNMP', async () => {
      await page.getByRole('link', { name: 'Manage Devices', exact: true }).click();
      const box = page.getByPlaceholder('Search with lucene query');
      await expect(box).toBeVisible();
      await box.fill(`name:${name}`);
      await box.press('Enter');
      const menu = page.locator('.ag-row[row-index="0"]').getByRole('button', { name: `Actions for ${name}` });
      await expect(menu).toBeVisible();
      await expect(page.locator('.ag-row')).toHaveCount(1);
      await menu.click();
      await page.getByRole('menuitem', { name: 'Device Details' }).click();
      const dock = page.getByTestId('manage-devices-dock');
      await expect(dock.getByTestId('dock-title')).toHaveText(`Device Details of ${name}`);
      const panel = dock.getByTestId('device-actions-panel');
      await panel.getByRole('combobox', { name: 'Troubleshooting', exact: true }).click();
      await page.getByRole('option', { name: 'Interface Status', exact: true }).click();
      await panel.getByRole('button', { name: 'Execute Troubleshooting' }).click();
      const dialog = page.getByRole('dialog', { name: `Interface Status - ${name}` });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      // The agent's loopback as the real ifTable has it: up and up.
      const lo = dialog
        .getByTestId('interface-status-table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'lo', exact: true }) });
      await expect(lo).toHaveCount(1);
      await expect(lo).toContainText(/up.*up/i);
      await shot(page, 'interface-status');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('Device Details: Normal with its agent, Critical without one', async () => {
      // The poller's verdict: the dead port's device turns Critical (so polls have run), the live one stays Normal.
      // Asked of the API, not by reloading the page: on a loaded host a reload can take longer
      // than any short wait, and each one would cut the previous load short.
      const state = async (device: string) =>
        ((await server.api('GET', `/device/device-details?device_id=${device}`)) as { data: { device: { state: number } } }).data.device.state;
      await expect.poll(() => state('E2E-LAB-DEAD1'), { timeout: 120_000 }).toBe(1);
      await page.goto(`${server.url}/device-details/E2E-LAB-DEAD1`);
      await expect(statusCell(page)).toHaveText('Critical');
      await page.goto(`${server.url}/device-details/${name}`);
      await expect(page.getByTestId('card-device-status').locator('td[data-label="Name"]')).toHaveText(name);
      await expect(statusCell(page)).toHaveText('Normal');
      await shot(page, 'device-details', page.getByTestId('card-device-status'));
    });
  });
});
