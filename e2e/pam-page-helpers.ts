import type { Browser, Locator, Page } from '@playwright/test';
import { USERS, apiGet, expect, idToken, signIn } from './fixtures';
import { liveOffByDefault } from './live-off';

type Scope = Page | Locator;

/** Devices the PAM Suspend rule admits (spec 001 §5) and not suspended now. */
export const PAM_ELIGIBLE =
  "discovered:true AND provisionStatus:ACTV AND NOT nocid:CRM-ACTV AND NOT nmd:notset AND NOT nmd:'' AND NOT pamSuspended:true";

export interface PamSchedule {
  device_name: string;
  status: string;
  start_time: number;
  end_time: number;
  info: string;
  user: string;
  version?: number;
}

/**
 * An eligible device without a schedule, `fromEnd` places from the end of the first 200 by name
 * (other specs take the first ones and the 7th from the end).
 */
export async function freeDevice(page: Page, fromEnd: number): Promise<string> {
  const { data } = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', {
    query: PAM_ELIGIBLE,
    limit: 200,
    sort: 'name',
    order: 'asc',
  });
  for (const d of data.slice(0, data.length - fromEnd).reverse()) {
    if ((await pamOf(page, d.name)).length === 0) return d.name;
  }
  throw new Error('no eligible device without a PAM schedule');
}

/** The device's live schedules as the server has them now. */
export async function pamOf(page: Page, device: string): Promise<PamSchedule[]> {
  return (await apiGet<{ data: PamSchedule[] }>(page, '/action/devices/pam-suspend', { device_names: device, active: true, missing: 'empty' })).data;
}

/**
 * A signed-in page of its own browser context (another operator, another browser), Live off: these
 * specs check what a screen that has not heard of a write does (e2e/live-*.spec.ts check Live on).
 */
export async function operatorPage(browser: Browser, who: keyof typeof USERS): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1600, height: 1000 } });
  await liveOffByDefault(context);
  const page = await context.newPage();
  await signIn(page, who, '/device-details');
  return page;
}

export const pamCard = (scope: Scope): Locator => scope.getByTestId('card-pam-suspend');
export const formStatus = (scope: Scope): Locator => pamCard(scope).getByTestId('pam-current-status');
/** The Device Status card's 'Proactive Monitoring Status' value (Device Details, LUMOS, the popup). */
export const statusRow = (scope: Scope): Locator => scope.getByTestId('card-device-status').locator('td[data-label="Proactive Monitoring Status"]');

export async function openDevicePage(page: Page, device: string): Promise<void> {
  await page.goto(`/device-details/${encodeURIComponent(device)}`);
  await expect(page.getByTestId('card-device-status').locator('td[data-label="Name"]')).toHaveText(device);
  await expect(formStatus(page)).not.toHaveValue('');
}

/**
 * The PAM card and the Device Status card say the same, and it matches `expected`. The default
 * wait is the suite's own (a page still loading on a busy host); live checks pass their bound.
 */
export async function expectAgree(scope: Scope, expected: RegExp, timeout = 30_000): Promise<string> {
  let shown = '';
  await expect(async () => {
    const card = await formStatus(scope).inputValue();
    expect(await statusRow(scope).innerText()).toBe(card);
    expect(card).toMatch(expected);
    shown = card;
  }).toPass({ timeout });
  return shown;
}

export const LIVE = /^(PAM Suspend is scheduled|PAM Suspend is pending|PAM Suspended)$/;
export const NONE = /^PAM not suspended$/;

/** Creates a suspend with the form's default window. */
export async function createPam(page: Page, info: string): Promise<void> {
  await pamCard(page).getByLabel('Info').fill(info);
  await pamCard(page).getByRole('button', { name: 'Create' }).click();
}

/** Removes the device's schedule through the API (clean-up after a failed test). */
export async function clearPam(page: Page, device: string): Promise<void> {
  if ((await pamOf(page, device)).length === 0) return;
  await page.request.delete('/api/v1.0/action/devices/pam-suspend', {
    params: { device_names: device, user_name: 'e2e clean-up' },
    headers: { authorization: `Bearer ${await idToken(page)}` },
  });
}
