import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server-process';

export interface AlertmanagerOptions {
  /** Where the webhook receiver POSTs (send_resolved on). */
  webhookUrl: string;
  /** `http_config.authorization` Bearer credentials of the webhook; unset = none. */
  bearer?: string;
}

export interface PostedAlert {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
  startsAt?: string;
  endsAt?: string;
  generatorURL?: string;
}

export interface Alertmanager {
  url: string;
  /** POST /api/v2/alerts (what Prometheus does); throws unless Alertmanager accepts them. */
  postAlerts(alerts: PostedAlert[]): Promise<void>;
  output(): string;
  /** Stops Alertmanager (SIGTERM, then SIGKILL) and removes its files. */
  dispose(): Promise<void>;
}

/**
 * A real Prometheus Alertmanager (Debian `prometheus-alertmanager`) on 127.0.0.1:<free port>,
 * clustering off, with one route to the webhook: group_wait and group_interval 1 s, so firing and
 * resolved notifications leave within about a second; repeat_interval long, so nothing else does.
 */
export async function startAlertmanager(opts: AlertmanagerOptions): Promise<Alertmanager> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'alertmanager-'));
  const config = join(dir, 'alertmanager.yml');
  writeFileSync(
    config,
    [
      'route:',
      '  receiver: nmstools',
      "  group_by: ['alertname', 'instance']",
      '  group_wait: 1s',
      '  group_interval: 1s',
      '  repeat_interval: 4h',
      'receivers:',
      '  - name: nmstools',
      '    webhook_configs:',
      `      - url: ${JSON.stringify(opts.webhookUrl)}`,
      '        send_resolved: true',
      ...(opts.bearer
        ? ['        http_config:', '          authorization:', '            type: Bearer', `            credentials: ${JSON.stringify(opts.bearer)}`]
        : []),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    'prometheus-alertmanager',
    [
      `--config.file=${config}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--cluster.listen-address=',
      `--storage.path=${join(dir, 'data')}`,
      '--log.level=debug',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`alertmanager exited (${child.exitCode}):\n${log}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 30_000) {
      await dispose();
      throw new Error(`alertmanager did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    output: () => log,
    dispose,
    async postAlerts(alerts) {
      const res = await fetch(`${url}/api/v2/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alerts),
      });
      if (!res.ok) throw new Error(`alertmanager refused the alerts: ${res.status} ${await res.text()}`);
    },
  };
}
