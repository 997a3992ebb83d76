import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';
import { answerOf, headerNames, pageRows, pagerTotal, parseCsv, readRows } from './grid-helpers';

const SHOTS = '/tmp/infoblox-shots';
type Host = {
  name: string;
  view: string;
  comment: string | null;
  owner: string | null;
  ownerGroup: string | null;
  lastModified: string | null;
  ipv4addrs: { ipv4addr: string }[];
  ipv6addrs: { ipv6addr: string }[];
};
type Subnet = { network: string; network_view: string; owner: string | null; lastModified: string | null; comment: string | null };
type Range = { names: string[]; ip_address: string; status: string; network: string; network_view: string; owner: string | null };
type Answer<T> = { data: T[]; total: number };

const t = (v: string | null | undefined) => v ?? '';
/** 'IPPlan Last Modified' is a calendar day: shown in the console's one date format, MM/DD/YYYY. */
const day = (v: string | null | undefined) => (v ? v.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1') : '');
const results = (page: Page) => page.getByTestId('ib-results');
const detail = (page: Page) => page.getByTestId('ib-detail');

/** Main-grid rows of the page (the detail row's own grid left out), in row order. */
const mainRows = (page: Page) => pageRows(results(page), '[data-testid="ib-detail"]');

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Search type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Runs a search by Enter or the Search button and returns the answer the page drew from. */
async function search<T>(page: Page, type: string, label: string, text: string, how: 'enter' | 'button', view?: string) {
  await chooseType(page, label);
  await page.getByPlaceholder('Search for ...').fill(text);
  if (view !== undefined) await page.getByPlaceholder('Type Network View').fill(view);
  const { body, params } = await answerOf<Answer<T>>(page, [`/api/v1.0/ibsearch/${type}?`], () =>
    how === 'enter' ? page.getByPlaceholder('Search for ...').press('Enter') : page.getByRole('button', { name: 'Search', exact: true }).click(),
  );
  expect(params.search_query).toBe(text);
  return body;
}

/** The screen shows the answer's first page (25 rows), cell by cell. */
async function expectScreen(page: Page, expected: Record<string, string>[]) {
  const want = expected.slice(0, 25);
  await expect
    .poll(async () => JSON.stringify((await mainRows(page)).map((r) => Object.fromEntries(Object.keys(want[0] ?? {}).map((k) => [k, r[k]])))))
    .toBe(JSON.stringify(want));
}

const hostCells = (h: Host) => ({
  name: h.name,
  ipv4: h.ipv4addrs.map((a) => a.ipv4addr).join(', '),
  ipv6: h.ipv6addrs.map((a) => a.ipv6addr).join(', '),
  view: h.view,
  owner: t(h.owner),
  ownerGroup: t(h.ownerGroup),
  lastModified: day(h.lastModified),
  comment: t(h.comment),
});

test.describe('Infoblox search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'operator', '/infoblox');
    await expect(page.getByText('Infoblox', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Search', selected: true })).toBeVisible();
  });

  test('each search type returns rows matching the answer the page drew', async ({ page }) => {
    // Terms from the data set itself: a management host of the fleet and its network.
    const seed = (await apiGet<Answer<Host>>(page, '/ibsearch/ipaddr', { search_query: '10.16.0.' })).data.find((h) => h.comment && h.owner)!;
    const ip = seed.ipv4addrs[0].ipv4addr;
    const octets = ip.split('.').slice(0, 3).join('.') + '.';
    const label = seed.name.split('.')[0];

    const byName = await search<Host>(page, 'hostname', 'Hostname', `^${label}\\.`, 'enter');
    expect(byName.data.map((h) => h.name)).toContain(seed.name);
    await expectScreen(page, byName.data.map(hostCells));
    expect(await headerNames(page)).toEqual([
      'Host Name',
      'IPv4 Address',
      'IPv6 Address',
      'Network View',
      'Owner',
      'Owner Group',
      'Last Modified',
      'Comment',
    ]);

    const byIp = await search<Host>(page, 'ipaddr', 'IPv4/IPv6 Address', octets, 'button');
    expect(byIp.total).toBeGreaterThan(1);
    await expectScreen(page, byIp.data.map(hostCells));

    const word = seed.comment!.split(' ')[0];
    const byComment = await search<Host>(page, 'comment', 'Comments', word, 'enter');
    expect(byComment.total).toBeGreaterThan(0);
    for (const h of byComment.data) expect(h.comment?.toLowerCase()).toContain(word.toLowerCase());
    await expectScreen(page, byComment.data.map(hostCells));

    const byOwner = await search<Host>(page, 'owner', 'Owner', `^${seed.owner}$`, 'button');
    expect(byOwner.total).toBeGreaterThan(0);
    await expectScreen(page, byOwner.data.map(hostCells));

    const subnets = await search<Subnet>(page, 'subnet', 'Subnet', '10.16.', 'enter');
    expect(subnets.total).toBeGreaterThan(0);
    await expectScreen(
      page,
      subnets.data.map((s) => ({
        network: s.network,
        network_view: s.network_view,
        owner: t(s.owner),
        lastModified: day(s.lastModified),
        comment: t(s.comment),
      })),
    );
    expect(await headerNames(page)).toEqual(['', 'Network', 'Network View', 'Owner', 'Last Modified', 'Comment']);

    const range = await search<Range>(page, 'iprange', 'IP range', `${octets}0/24`, 'button', 'Hughes-Mgmt');
    expect(range.total).toBe(254);
    await expectScreen(
      page,
      range.data.map((r) => ({
        names: r.names.join(', '),
        ip_address: r.ip_address,
        network: r.network,
        network_view: r.network_view,
        owner: t(r.owner),
      })),
    );
    expect(await headerNames(page)).toEqual(['Host Name', 'IP Address', 'Network', 'Network View', 'Owner', 'Owner Group', 'Last Modified']);
    await expect(results(page).getByTestId('pager-text')).toHaveText('Page 1 of 11 (254)');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/iprange.png`, fullPage: true });
  });

  test('the network view box shows only for iprange, and the button spins while a search runs', async ({ page }) => {
    const viewBox = page.getByPlaceholder('Type Network View');
    await expect(viewBox).toHaveCount(0);
    await chooseType(page, 'IP range');
    await expect(viewBox).toBeVisible();
    await chooseType(page, 'Subnet');
    await expect(viewBox).toHaveCount(0);

    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1.0/ibsearch/subnet?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByPlaceholder('Search for ...').fill('10.16.');
    await page.getByPlaceholder('Search for ...').press('Enter');
    const button = page.getByTestId('infoblox-search');
    await expect(button).toHaveAttribute('data-loading', 'true');
    release();
    await expect(button).not.toHaveAttribute('data-loading', 'true');
    await expect.poll(async () => (await mainRows(page)).length).toBeGreaterThan(0);
  });

  test('a failed search is cleared, not shown', async ({ page }) => {
    await search<Subnet>(page, 'subnet', 'Subnet', '10.16.', 'enter');
    await expect.poll(async () => (await mainRows(page)).length).toBeGreaterThan(0);
    await page.route('**/api/v1.0/ibsearch/subnet?*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => pagerTotal(results(page))).toBe(0);
    // Rows that left are taken off the page a moment after the pager counts the rest.
    await expect.poll(() => mainRows(page)).toEqual([]);
    await expect(page.getByPlaceholder('Search for ...')).toHaveValue('10.16.');
  });

  test('a bad regular expression says why instead of drawing an empty grid', async ({ page }) => {
    await chooseType(page, 'Hostname');
    await page.getByPlaceholder('Search for ...').fill('acme(');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1.0/ibsearch/hostname?'));
    await page.getByPlaceholder('Search for ...').press('Enter');
    const res = await answer;
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('search_query');
    const error = page.getByTestId('infoblox-search-error');
    await expect(error).toContainText('The search was not run:');
    await expect(error).toContainText('regular expression');
    await expect(page.getByPlaceholder('Search for ...')).toHaveValue('acme(');
    // A search the server runs takes the message away.
    await search<Host>(page, 'hostname', 'Hostname', 'acme', 'enter');
    await expect(error).toHaveCount(0);
  });

  test('the help dock opens on the right with the help content', async ({ page }) => {
    await page.getByRole('button', { name: 'Help' }).click();
    const dock = page.getByRole('dialog', { name: 'Infoblox Search Help' });
    await expect(dock).toBeVisible();
    for (const text of [
      'read-only',
      'copied (tab-delimited',
      'Regex basics',
      'Drill-down exists only on Subnet',
      'An IP search needs at least two octets of IPv4',
      'or three of IPv6',
      'A mask above 23 is treated as class C; a mask below 24 is treated as class B.',
    ]) {
      await expect(dock).toContainText(text);
    }
    for (const type of ['Hostname', 'IPv4/IPv6 Address', 'Comments', 'Owner', 'Subnet']) await expect(dock).toContainText(type);
    const box = await dock.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(1400); // docked to the right edge of the 1440 px viewport
    await page.screenshot({ path: `${SHOTS}/help.png` });
    await page.keyboard.press('Escape');
    await expect(dock).toHaveCount(0);
  });

  test('export downloads infoBlox and Copy puts the rows on the clipboard tab-delimited', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const answer = await search<Subnet>(page, 'subnet', 'Subnet', '10.16.', 'button');
    await expect.poll(async () => (await mainRows(page)).length).toBe(Math.min(25, answer.data.length));
    await results(page).page().getByRole('button', { name: 'Export' }).first().click();
    await page.getByTestId('export-form').getByText('csv', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-form').getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('infoBlox.csv');
    const csv = parseCsv(readFileSync(await file.path(), 'utf8'));
    expect(csv[0]).toEqual(['Network', 'Network View', 'Owner', 'Last Modified', 'Comment']);
    expect(csv.slice(1).map((r) => r[0])).toEqual(answer.data.slice(0, 25).map((s) => s.network));

    await page.getByRole('button', { name: 'Copy', exact: true }).first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(lines[0]).toEqual(['Network', 'Network View', 'Owner', 'Last Modified', 'Comment']);
    expect(lines.slice(1).map((l) => l[0])).toEqual(answer.data.slice(0, 25).map((s) => s.network));
  });

  test('a subnet row expands to its IP ranges, 10 a page, filtered by status', async ({ page }) => {
    const lan = (await apiGet<Answer<Subnet>>(page, '/ibsearch/subnet', { search_query: '172.' })).data[0];
    await search<Subnet>(page, 'subnet', 'Subnet', lan.network, 'enter');
    await expect.poll(async () => (await mainRows(page))[0]?.network).toBe(lan.network);
    const all = await answerOf<Answer<Range>>(page, ['/api/v1.0/ibsearch/iprange?'], () =>
      results(page).getByRole('button', { name: 'Expand' }).first().click(),
    );
    expect(all.params).toMatchObject({ search_query: lan.network, network_view: lan.network_view, status_filter: 'ALL' });
    await expect(page.getByTestId('ib-detail-title')).toHaveText(`IP Ranges for Network: ${lan.network} Network View: ${lan.network_view}`);
    const grid = detail(page).getByTestId('ib-detail-grid');
    await expectDetail(grid, all.body, 'All IPs');
    await expect(detail(page).getByTestId('pager-text')).toHaveText(`Page 1 of ${Math.ceil(all.body.total / 10)} (${all.body.total})`);
    expect(await detail(page).locator('input[aria-label="Page size"]').inputValue()).toBe('10');
    await page.screenshot({ path: `${SHOTS}/subnet-detail.png`, fullPage: true });

    const used = await setStatus(page, 'Used IPs', 'USED');
    const unused = await setStatus(page, 'Unused IPs', 'UNUSED');
    expect(used.total).toBeGreaterThan(0);
    expect(unused.total).toBeGreaterThan(0);
    expect(used.total + unused.total).toBeLessThanOrEqual(all.body.total);
    await expectDetail(grid, unused, 'Unused IPs');
    await results(page).getByRole('button', { name: 'Collapse' }).first().click();
    await expect(detail(page)).toHaveCount(0);
  });
});

async function setStatus(page: Page, label: string, value: string): Promise<Answer<Range>> {
  const d = detail(page);
  await d.getByRole('combobox', { name: 'Status filter' }).click();
  const { body, params } = await answerOf<Answer<Range>>(page, ['/api/v1.0/ibsearch/iprange?', `status_filter=${value}`], () =>
    page.getByRole('option', { name: label, exact: true }).click(),
  );
  expect(params.status_filter).toBe(value);
  for (const r of body.data) expect(r.status).toBe(value);
  await expectDetail(d.getByTestId('ib-detail-grid'), body, label);
  return body;
}

/** The detail grid shows the answer's first 10 rows and its total. */
async function expectDetail(grid: Locator, answer: Answer<Range>, label: string) {
  const want = answer.data.slice(0, 10).map((r) => [r.ip_address, r.status, r.names.join(', ')].join('|'));
  await expect.poll(async () => (await readRows(grid)).map((r) => [r.ip_address, r.status, r.names].join('|')), { message: label }).toEqual(want);
  await expect.poll(() => pagerTotal(grid)).toBe(answer.total);
}
