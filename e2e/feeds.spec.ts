import { execFile } from 'node:child_process';
import { freeUdpPort, NO_MIBS, startSnmpd, type Snmpd } from '../apps/api/test/peers/snmpd';
import { expect, signIn, test } from './fixtures';
import { realNetworkEnv, startSecondServer, type SecondServer } from './second-server';

const LINK_DOWN = '1.3.6.1.6.3.1.1.5.3';
/** No device has this address: the trap leaves from it (net-snmp's clientaddr), as from a router nobody imported. */
const STRANGER = '127.0.0.9';

function snmptrap(args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile('snmptrap', args, { env: NO_MIBS, timeout: 20_000 }, (err, _out, stderr) =>
      err ? reject(new Error(`snmptrap: ${stderr || err.message}`)) : resolve(),
    ),
  );
}

/** A directory: save the screen's screenshot there (to look at it, not to test it). */
const SHOTS = process.env.FEEDS_SHOTS;

/** A linkDown for ifIndex `ifIndex`, sent by net-snmp from the stranger's address. */
const strangerLinkDown = (ifIndex: number) =>
  snmptrap([
    '-v',
    '2c',
    '-c',
    'public',
    `--clientaddr=${STRANGER}`,
    `127.0.0.1:${trapPort}`,
    '',
    LINK_DOWN,
    `1.3.6.1.2.1.2.2.1.1.${ifIndex}`,
    'i',
    String(ifIndex),
  ]);

let snmpd: Snmpd;
let server: SecondServer;
let trapPort: number;

test.describe('Admin → Feeds on a real network (SIMULATOR=off, a real snmpd and real traps)', () => {
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    snmpd = await startSnmpd({ sysName: 'e2e-feeds-agent', extraConf: ['createUser nmsv3 SHA authpass123 AES privpass123', 'rouser nmsv3 priv'] });
    trapPort = await freeUdpPort();
    server = await startSecondServer(
      realNetworkEnv({ TRAP_RECEIVER: 'on', TRAP_HOST: '127.0.0.1', TRAP_PORT: String(trapPort), TRAP_COMMUNITIES: 'public' }),
    );
    // The agent's v3 user with a wrong privacy key, as a provisioning script would send it.
    await server.api('PUT', '/ingest/snmp-credentials', [
      {
        name: 'edge-v3',
        version: '3',
        user: 'nmsv3',
        level: 'authPriv',
        authProtocol: 'sha',
        authKey: 'authpass123',
        privProtocol: 'aes',
        privKey: 'wrongpriv99',
      },
    ]);
    await server.api('POST', '/ingest/devices', [
      { name: 'E2E-FEEDS-V3', managementIp: '127.0.0.1', snmpCredential: 'edge-v3', snmpPort: snmpd.port, productCategory: 'Router' },
    ]);
    await strangerLinkDown(4);
  });

  test.afterAll(async () => {
    await server?.stop();
    await snmpd?.dispose();
  });

  test('lists the unknown trap source, names the wrong privacy key, and imports the source as a device', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', `${server.url}/admin`);
    await page.getByTestId('admin-card').getByRole('link', { name: 'Feeds' }).click();
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    const card = page.getByTestId('feeds-card');

    await test.step('the stranger and what it sent, from the trap receiver', async () => {
      const row = card.getByTestId('unknown-source').filter({ hasText: STRANGER });
      await expect(row).toBeVisible();
      await expect(row).toContainText('traps');
      await expect(row).toContainText(LINK_DOWN);
      await expect(card.getByTestId('feed-traps')).toContainText('Unknown sources: 1');
    });

    await test.step('the poller names the privacy key, not a timeout', async () => {
      await expect(card.getByTestId('poller-credentials')).toHaveText('1');
      await expect(card.getByTestId('poller-unreachable')).toHaveText('0');
      await expect(card.getByTestId('poller-credential-devices')).toContainText(
        'E2E-FEEDS-V3: SNMPv3 privacy failure: the agent answered discovery but not the request: check the privacy key/protocol',
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/feeds.png` });
    });

    await test.step('Import as device: the stranger becomes a device and leaves the list', async () => {
      await card.getByTestId('unknown-source').filter({ hasText: STRANGER }).getByRole('button', { name: 'Import as device' }).click();
      const form = page.getByTestId('import-source-form');
      await expect(form.getByTestId('import-source-name')).toHaveValue('host-127-0-0-9');
      await form.getByTestId('import-source-name').fill('STRANGER-RTR');
      await form.getByTestId('import-source-save').click();
      await expect(form).toBeHidden();
      const found = (await server.api('GET', `/es/devices/all?query=${encodeURIComponent('name:STRANGER-RTR')}`)) as {
        data: Array<{ managementIp: string }>;
      };
      expect(found.data.map((d) => d.managementIp)).toEqual([STRANGER]);
      // Its next trap is placed on the device: the unknown count stays where it was.
      await strangerLinkDown(5);
      await expect
        .poll(
          async () =>
            ((await server.api('GET', `/es/alerts?query=${encodeURIComponent('elementName:STRANGER-RTR AND active:true')}`)) as { total: number })
              .total,
        )
        .toBe(1);
      await expect(card.getByTestId('feed-traps')).toContainText('Unknown sources: 1');
    });
  });

  test('the real device says its answers come from the device, and lists what it cannot run disabled with the reason', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const support = (await server.api('GET', '/action/device/support?deviceName=E2E-FEEDS-V3')) as {
      answeredBy: string;
      refused: Array<{ action: string; reason: string }>;
    };
    expect(support.answeredBy).toBe('device');
    await signIn(page, 'operator', `${server.url}/device-details/E2E-FEEDS-V3`);
    const panel = page.getByTestId('device-actions-panel');
    await expect(panel.getByTestId('actions-answered-by')).toHaveText(
      'Real device: ping and traceroute run from the console host, the SNMP actions ask the device itself.',
    );
    // A Performance Graphs action: this device's privacy key is wrong and ICMP is off, so nothing was collected and the graphs are refused before they run.
    const graphs = panel.getByTestId('action-section-performance_graphs');
    const refused = support.refused.find((r) => r.reason === 'no performance data is collected for this device');
    expect(refused, JSON.stringify(support.refused)).toBeDefined();
    await expect(graphs.getByTestId('action-unavailable')).toHaveText(
      'Not available for this device: no performance data is collected for this device',
    );
    await expect(graphs.getByRole('button', { name: 'Execute Performance Graphs' })).toBeDisabled();
    // The console's own page about the device runs: its data, not an answer from the device.
    await expect(panel.getByTestId('action-section-csr_tools').getByTestId('action-unavailable')).toHaveCount(0);
    await expect(panel.getByTestId('action-section-csr_tools').getByRole('button', { name: 'Execute CSR Tools' })).toBeEnabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/real-device-actions.png` });
  });
});
