import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createRow, fill, formOf, openTab, removeCreated, rowNamed, search, unique } from './cmdb-helpers';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 17 item 5, the operator's way: an operator runs a ping from Device Details, an admin finds
 * it on the Audit Trail by a Lucene query on the user; a CMDB record's edit form shows its history.
 */

const POLLABLE = "NOT poller:notset AND NOT poller:'Currently Unavailable' AND NOT poller:'PAM-ST-OI' AND NOT poller:NotApplicable";
const SHOTS = process.env.AUDIT_SHOTS; // a directory: save screenshots of the screens

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Manage Devices → a Router's Device Details → Execute Troubleshooting (Ping); answers the device and the call's request id. */
async function pingADevice(page: Page): Promise<{ name: string; requestId: string }> {
  await signIn(page, 'operator', '/manage-devices');
  const box = page.getByPlaceholder('Search with lucene query');
  const query = `productCategory:Router AND NOT state:1 AND ${POLLABLE}`;
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1.0/es/devices/all') && (new URL(r.url()).searchParams.get('query') ?? '').includes(query),
  );
  await box.fill(query);
  await box.press('Enter');
  expect((await answered).ok()).toBe(true);
  const menu = page
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: /^Actions for / })
    .first();
  const name = (await menu.getAttribute('aria-label'))!.replace('Actions for ', '');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Device Details' }).click();
  const panel = page.getByTestId('manage-devices-dock').getByTestId('device-actions-panel');
  await expect(panel.getByRole('combobox', { name: 'Troubleshooting', exact: true })).toHaveValue('Ping');
  const ping = page.waitForResponse((r) => r.url().includes('/api/v1.0/action/device/ping?'));
  await panel.getByRole('button', { name: 'Execute Troubleshooting' }).click();
  const answer = await ping;
  expect(answer.ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: `Ping - ${name}` })).toBeVisible({ timeout: 30_000 });
  return { name, requestId: (await answer.headerValue('x-request-id'))! };
}

test('an admin finds the ping an operator ran by a Lucene query on the user', async ({ page, browser }) => {
  const { name, requestId } = await pingADevice(page);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', '/admin');
  await admin.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(admin).toHaveURL(/\/admin\/audit-trail$/);
  const card = admin.getByTestId('audit-trail-card');
  for (const header of ['When', 'User', 'Address', 'Action', 'Target', 'Devices', 'Outcome', 'Request ID']) {
    await expect(card.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const box = card.getByPlaceholder('Search with lucene query');
  const searched = admin.waitForResponse(
    (r) => r.url().includes('/api/v1.0/admin/audit-log?') && (new URL(r.url()).searchParams.get('q') ?? '').includes('user:operator'),
  );
  await box.fill(`user:operator AND action:ping AND device:"${name}"`);
  await box.press('Enter');
  expect((await searched).ok()).toBe(true);
  const row = card.locator('.ag-row[row-index]').filter({ has: admin.locator('[col-id="requestId"]', { hasText: requestId }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[col-id="actorName"]')).toHaveText('operator');
  await expect(row.locator('[col-id="action"]')).toHaveText('ping');
  await expect(row.locator('[col-id="deviceNames"]')).toHaveText(name);
  await expect(row.locator('[col-id="outcome"]')).toHaveText('success');
  await shot(admin, 'audit-trail');

  // Export all (CSV) writes the entries of the query the grid runs. Other tests may ping the
  // same device at the same time, so the query narrows to this call's request id first.
  const narrowed = admin.waitForResponse(
    (r) => r.url().includes('/api/v1.0/admin/audit-log?') && (new URL(r.url()).searchParams.get('q') ?? '').includes(requestId),
  );
  await box.fill(`user:operator AND action:ping AND device:"${name}" AND requestId:"${requestId}"`);
  await box.press('Enter');
  expect((await narrowed).ok()).toBe(true);
  await expect(card.locator('.ag-row[row-index]')).toHaveCount(1);
  const download = admin.waitForEvent('download');
  await admin.getByTestId('audit-export').click();
  const csv = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('When,User,Subject,API Token,Address,Action,Target,Devices,Outcome,Request ID,Detail,Changes');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(requestId);

  await row.getByTestId('audit-details').click();
  const details = admin.getByRole('dialog', { name: 'ping — success' });
  await expect(details.getByText(requestId, { exact: true })).toBeVisible();
  await shot(admin, 'audit-detail');
  await admin.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // A bad query names what is wrong.
  await box.fill('colour:red');
  await box.press('Enter');
  await expect(card.getByText(/Unknown field 'colour'/)).toBeVisible();
  await admin.context().close();
});

test('a CMDB record shows its own change history after an edit', async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  const name = unique('e2e-audit-ems');
  await createRow(page, 'svi_hughes_ems', { name, host_name: 'before.e2e.example' });
  await openTab(page, 'svi_hughes_ems');
  await search(page, 'svi_hughes_ems', name);
  await rowNamed(page, 'svi_hughes_ems', name).getByRole('button', { name: 'Edit' }).click();
  await fill(page, 'svi_hughes_ems', { host_name: 'after.e2e.example' });
  await formOf(page).getByRole('button', { name: 'Save' }).click();
  await expect(formOf(page)).toBeHidden();

  await rowNamed(page, 'svi_hughes_ems', name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('record-history-show').click();
  const entries = dialog.getByTestId('record-history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Updated');
  await expect(entries.nth(0)).toContainText('by operator');
  await expect(entries.nth(1)).toContainText('Created');
  const changes = entries.nth(0).getByTestId('audit-changes');
  const hostRow = changes.locator('tr', { hasText: 'Host Name' });
  await expect(hostRow).toContainText('before.e2e.example');
  await expect(hostRow).toContainText('after.e2e.example');
  await shot(page, 'record-history');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await removeCreated(page);
});
