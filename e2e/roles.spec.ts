import type { Locator, Page } from '@playwright/test';
import { expect, idToken, signIn, test } from './fixtures';
import { drawnRows } from './grid-helpers';

/**
 * Issue 17, the browser side of the role table: what a user may not do is disabled with the
 * reason (the server's 403 words), not hidden; and the server refuses it anyway.
 */

const POLLABLE = "NOT poller:notset AND NOT poller:'Currently Unavailable' AND NOT poller:'PAM-ST-OI' AND NOT poller:NotApplicable";
const PAM_ELIGIBLE = "discovered:true AND provisionStatus:ACTV AND NOT nocid:CRM-ACTV AND NOT nmd:notset AND NOT nmd:'' AND NOT pamSuspended:true";
const SHOTS = process.env.ROLES_SHOTS; // a directory: save screenshots of the refused controls

const box = (page: Page) => page.getByPlaceholder('Search with lucene query');

/** Runs a Lucene query on Manage Devices and waits for its rows. */
async function runQuery(page: Page, query: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1.0/es/devices/all') && (new URL(r.url()).searchParams.get('query') ?? '') === query,
  );
  await box(page).fill(query);
  await box(page).press('Enter');
  expect((await answered).ok()).toBe(true);
  return drawnRows(page);
}

/** Opens the first row's `item` (row menu) in the dock; answers the device name and the dock. */
async function openFirst(page: Page, item: 'Device Details' | 'PAM Suspend'): Promise<{ name: string; dock: Locator }> {
  const menu = page
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: /^Actions for / })
    .first();
  await expect(menu).toBeVisible();
  const name = (await menu.getAttribute('aria-label'))!.replace('Actions for ', '');
  await menu.click();
  await page.getByRole('menuitem', { name: item }).click();
  return { name, dock: page.getByTestId('manage-devices-dock') };
}

async function choose(page: Page, panel: Locator, section: string, label: string) {
  await panel.getByRole('combobox', { name: section, exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(panel.getByRole('combobox', { name: section, exact: true })).toHaveValue(label);
}

const execute = (panel: Locator, section: string) => panel.getByRole('button', { name: `Execute ${section}` });

/** A control disabled with `reason`: the attribute tests read, and the tooltip a person reads on hover. */
async function expectRefused(page: Page, control: Locator, reason: string) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAttribute('data-disabled-reason', reason);
  await control.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
}

test.describe('roles in the browser', () => {
  test('a viewer sees the actions disabled with the reason: device actions, bulk actions, PAM', async ({ page }) => {
    await signIn(page, 'viewer', '/manage-devices');
    await drawnRows(page);

    // Device Details: Ping is listed and chosen, its Execute disabled with the role it needs.
    await runQuery(page, `productCategory:Router AND ${POLLABLE}`);
    const { dock } = await openFirst(page, 'Device Details');
    const panel = dock.getByTestId('device-actions-panel');
    await expect(panel.getByRole('combobox', { name: 'Troubleshooting', exact: true })).toHaveValue('Ping');
    const troubleshooting = panel.getByTestId('action-section-trouble_shooting_actions');
    await expect(troubleshooting.getByTestId('action-refused')).toHaveText('Needs the Operator role');
    await expectRefused(page, execute(panel, 'Troubleshooting'), 'Needs the Operator role');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roles-viewer-actions.png` });
    // Reading stays open to a viewer: the CSR Tools' All Database Details only reads.
    await expect(execute(panel, 'CSR Tools')).toBeEnabled();
    await dock.getByRole('button', { name: 'Close dock' }).click();

    // Manage Devices bulk actions: every action listed, each disabled with the role it needs.
    await page.locator('.ag-row[row-index="0"] [col-id="ag-Grid-SelectionColumn"] input[type=checkbox]').first().check();
    await page.getByRole('combobox', { name: 'Bulk action' }).click();
    await expect(page.getByRole('option', { name: /Multi Ping/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: /Multi Ping/ }).getByTestId('bulk-action-reason')).toHaveText('Needs the Operator role');
    await expect(page.getByRole('option', { name: /DC Switch/ }).getByTestId('bulk-action-reason')).toHaveText('Needs the Engineer role');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roles-viewer-bulk.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear Selections' }).click();

    // PAM Suspend: the form shows the status; Create waits for the Operator role.
    await runQuery(page, PAM_ELIGIBLE);
    const pam = await openFirst(page, 'PAM Suspend');
    const form = pam.dock.getByTestId('pam-suspend-form');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Current Status')).not.toHaveValue('');
    await expectRefused(page, form.getByRole('button', { name: 'Create' }), 'Needs the Operator role');

    // The User page names the roles and what they allow (CMDB editor: every signed-in user by default, spec).
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'User Details' }).click();
    await expect(page.getByTestId('user-roles').locator('[data-role]')).toHaveText(['Viewer', 'CMDB editor']);
    await expect(page.getByTestId('user-role-summaries')).toContainText('Reads every screen; runs nothing');
  });

  test('an operator runs a ping but not a reboot, which the API refuses too', async ({ page }) => {
    await signIn(page, 'operator', '/manage-devices');
    await drawnRows(page);

    await runQuery(page, `productCategory:Router AND NOT state:1 AND ${POLLABLE}`);
    const router = await openFirst(page, 'Device Details');
    const panel = router.dock.getByTestId('device-actions-panel');
    await expect(panel.getByRole('combobox', { name: 'Troubleshooting', exact: true })).toHaveValue('Ping');
    await execute(panel, 'Troubleshooting').click();
    const ping = page.getByRole('dialog', { name: `Ping - ${router.name}` });
    await expect(ping.getByTestId('pings-table').locator('tbody tr')).toHaveCount(5, { timeout: 30_000 });
    await ping.getByRole('button', { name: 'Close' }).click();
    await router.dock.getByRole('button', { name: 'Close dock' }).click();

    // A satellite modem's Reboot Hughes Modem: listed, Execute disabled for the Engineer role.
    await runQuery(page, 'className:HNS_SatModem');
    const modem = await openFirst(page, 'Device Details');
    const actions = modem.dock.getByTestId('device-actions-panel');
    await choose(page, actions, 'Secure Actions', 'Reboot Hughes Modem');
    await expect(actions.getByTestId('action-section-secure_actions').getByTestId('action-refused')).toHaveText('Needs the Engineer role');
    await expectRefused(page, execute(actions, 'Secure Actions'), 'Needs the Engineer role');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roles-operator-reboot.png` });

    // The server says the same with the page's own bearer: 403, the same words.
    const token = await idToken(page);
    const refused = await page.evaluate(
      async ({ token, device }) => {
        const res = await fetch(`/api/v1.0/action/device/rebootHughes?device_name=${encodeURIComponent(device)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      },
      { token, device: modem.name },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Needs the Engineer role');
  });
});
