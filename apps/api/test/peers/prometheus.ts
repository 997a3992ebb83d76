import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPeer, type Peer } from './daemon-peer';

export type { Peer } from './daemon-peer';

/**
 * A real prometheus-snmp-exporter with one module, `nms`: IF-MIB octet counters labelled by
 * ifName and HOST-RESOURCES-MIB processor load, read with v2c `community` (Debian ships no
 * snmp.yml, so the test writes the module as snmp_exporter's generator would).
 */
export function startSnmpExporter(community: string): Promise<Peer> {
  const ifName = { labels: ['ifIndex'], labelname: 'ifName', oid: '1.3.6.1.2.1.31.1.1.1.1', type: 'DisplayString' };
  const counter = (name: string, oid: string) => ({
    name,
    oid,
    type: 'counter',
    indexes: [{ labelname: 'ifIndex', type: 'gauge' }],
    lookups: [ifName],
  });
  const module = {
    nms: {
      version: 2,
      auth: { community },
      walk: ['1.3.6.1.2.1.31.1.1.1.1', '1.3.6.1.2.1.31.1.1.1.6', '1.3.6.1.2.1.31.1.1.1.10', '1.3.6.1.2.1.25.3.3.1.2'],
      metrics: [
        counter('ifHCInOctets', '1.3.6.1.2.1.31.1.1.1.6'),
        counter('ifHCOutOctets', '1.3.6.1.2.1.31.1.1.1.10'),
        { name: 'hrProcessorLoad', oid: '1.3.6.1.2.1.25.3.3.1.2', type: 'gauge', indexes: [{ labelname: 'hrDeviceIndex', type: 'gauge' }] },
      ],
    },
  };
  return startPeer(
    'prometheus-snmp-exporter',
    (dir, port) => [`--config.file=${join(dir, 'snmp.yml')}`, `--web.listen-address=127.0.0.1:${port}`],
    '/',
    // JSON is YAML: no YAML writer needed.
    (dir) => writeFileSync(join(dir, 'snmp.yml'), JSON.stringify(module, null, 2)),
  );
}

export interface PrometheusOptions {
  /** SNMP agents (host:port) scraped through the exporter every second, `instance` = the agent. */
  snmpTargets: string[];
  exporter: string;
  /** Where remote_write sends, with this bearer credential. */
  remoteWriteUrl: string;
  bearer: string;
}

/** A real Prometheus (Debian `prometheus`) scraping snmp_exporter every second and remote-writing within a second. */
export function startPrometheus(o: PrometheusOptions): Promise<Peer> {
  return runPrometheus(prometheusConfig(o), []);
}

/** A real Prometheus that only receives: its remote-write receiver on, nothing scraped (the console's metric store). */
export function startPrometheusReceiver(): Promise<Peer> {
  return runPrometheus({ global: { scrape_interval: '15s' } }, ['--web.enable-remote-write-receiver']);
}

function prometheusConfig(o: PrometheusOptions) {
  const config = {
    global: { scrape_interval: '1s', evaluation_interval: '1s' },
    scrape_configs: [
      {
        job_name: 'snmp',
        metrics_path: '/snmp',
        params: { module: ['nms'] },
        static_configs: [{ targets: o.snmpTargets }],
        relabel_configs: [
          { source_labels: ['__address__'], target_label: '__param_target' },
          { source_labels: ['__param_target'], target_label: 'instance' },
          { target_label: '__address__', replacement: new URL(o.exporter).host },
        ],
      },
    ],
    remote_write: [
      {
        url: o.remoteWriteUrl,
        authorization: { type: 'Bearer', credentials: o.bearer },
        queue_config: { batch_send_deadline: '1s', min_backoff: '100ms', max_backoff: '1s' },
      },
    ],
  };
  return config;
}

function runPrometheus(config: object, flags: string[]): Promise<Peer> {
  return startPeer(
    'prometheus',
    (dir, port) => [
      ...flags,
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      `--web.console.templates=${dir}`,
      `--web.console.libraries=${dir}`,
    ],
    '/-/ready',
    (dir) => writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2)),
  );
}
