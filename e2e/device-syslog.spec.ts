import { createSocket } from 'node:dgram';
import { mkdirSync } from 'node:fs';
import { apiGet, expect, signIn, test } from './fixtures';
import { answerOf, drawnRows, pagerTotal } from './grid-helpers';

interface Page_<T> {
  data: T[];
  total: number;
}
type SyslogRow = { message: string; severity: number; app: string };

/** RFC 5424 / 3164 lines over UDP from 127.0.0.1 to the e2e server's syslog receiver (global-setup). */
async function sendSyslog(lines: string[]): Promise<void> {
  const port = Number(process.env.E2E_SYSLOG_PORT);
  expect(port, 'E2E_SYSLOG_PORT from global-setup').toBeGreaterThan(0);
  const socket = createSocket('udp4');
  await new Promise<void>((ok) => socket.bind({ address: '127.0.0.1', port: 0 }, ok));
  for (const line of lines) await new Promise<void>((ok, fail) => socket.send(line, port, '127.0.0.1', (err) => (err ? fail(err) : ok())));
  socket.close();
}

const BSD_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const bsdStamp = (d: Date) => `${BSD_MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)}`;

test('Syslog tab: messages a device sent show newest first and filter by the Lucene box', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator', '/dash-board');
  // A simulated device (their addresses are not loopback): the receiver places the messages by
  // their HOSTNAME, the device's name, as it does for a relay or NAT in front of a real device.
  const device = (await apiGet<Page_<{ name: string }>>(page, '/es/devices/all', { sort: 'name', order: 'asc', limit: 1, query: 'name:*' })).data[0]
    .name;
  const run = `e2e${Date.now().toString(36)}`;
  const now = new Date();
  await sendSyslog([
    `<187>1 ${now.toISOString()} ${device} e2e-link - LINK - Interface Gi0/1, changed state to down (${run})`,
    `<38>${bsdStamp(now)} ${device} sshd[4242]: Accepted publickey for ops from 10.0.0.5 (${run})`,
    `<134>1 ${now.toISOString()} ${device} e2e-config - - [meta@1 user="ops"] configuration saved (${run})`,
  ]);
  await expect
    .poll(async () => (await apiGet<Page_<SyslogRow>>(page, '/es/device/syslog', { device_name: device, query: `message:*${run}*` })).total, {
      timeout: 30_000,
    })
    .toBe(3);

  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`/device-details/${encodeURIComponent(device)}`);
  const tabs = page.getByTestId('device-tabs');
  await tabs.scrollIntoViewIfNeeded();
  // Syslog is the last tab, after the spec's five.
  await expect(tabs.getByRole('tab')).toHaveText([
    'Events',
    'Network Events',
    'Archived Events',
    'Change Log',
    'Additional Device Details',
    'Syslog',
  ]);
  const { body, params } = await answerOf<Page_<SyslogRow>>(page, ['/es/device/syslog?'], () => tabs.getByRole('tab', { name: 'Syslog' }).click());
  expect(params).toMatchObject({ device_name: device, sort: 'time', order: 'desc' });
  const grid = tabs.getByTestId('grid-device-syslog');
  await expect(grid.locator('.ag-header-cell-text')).toContainText(['Time', 'Severity', 'Facility', 'Host', 'App', 'Message']);
  const rows = await drawnRows(grid, 'message');
  expect(rows.map((r) => r.message)).toEqual(body.data.slice(0, rows.length).map((r) => r.message));
  const ours = rows.filter((r) => r.message.includes(run));
  expect(ours).toHaveLength(3);
  expect(ours.find((r) => r.app === 'e2e-link')).toMatchObject({ severity: 'Error', facility: 'local7', host: device });
  expect(ours.find((r) => r.app === 'sshd')).toMatchObject({ severity: 'Informational', facility: 'auth' });
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/device-syslog.png' });

  // The Lucene box: the server filters, the grid shows the one Error line of this run.
  const box = grid.getByRole('textbox', { name: 'Lucene query' });
  const filtered = await answerOf<Page_<SyslogRow>>(page, ['/es/device/syslog?', 'query='], async () => {
    await box.fill(`message:*${run}* AND severity:[0 TO 3]`);
    await box.press('Enter');
  });
  expect(filtered.body.total).toBe(1);
  await expect
    .poll(async () => (await drawnRows(grid, 'message')).map((r) => r.message))
    .toEqual([`Interface Gi0/1, changed state to down (${run})`]);
  await expect.poll(() => pagerTotal(grid)).toBe(1);
  await page.screenshot({ path: 'test-results/device-syslog-filtered.png' });

  // A field the syslog list does not know: the server's 400 names it, the typed query stays.
  await box.fill('colour:red');
  await box.press('Enter');
  await expect(grid.getByTestId('grid-error')).toContainText("'colour'");
  await expect(box).toHaveValue('colour:red');
});
