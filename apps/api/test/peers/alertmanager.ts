import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPeer } from './daemon-peer';

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
  const config = [
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
  ].join('\n');
  const peer = await startPeer(
    'prometheus-alertmanager',
    (dir, port) => [
      `--config.file=${join(dir, 'alertmanager.yml')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--cluster.listen-address=',
      `--storage.path=${join(dir, 'data')}`,
      '--log.level=debug',
    ],
    '/-/ready',
    (dir) => writeFileSync(join(dir, 'alertmanager.yml'), config),
  );
  const { url } = peer;

  return {
    ...peer,
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
