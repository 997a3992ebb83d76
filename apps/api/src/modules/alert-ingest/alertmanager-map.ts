import { createHash } from 'node:crypto';
import type { AlertmanagerAlert } from '@nms/contract';
import { visibilityNamed, type AlertVisibility } from '../fleet';

/** One Alertmanager alert read for the fleet: which device keys to try, what to raise or clear. */
export interface MappedAlert {
  index: number;
  firing: boolean;
  /** Device names or addresses to try, in order (from the configured labels). */
  keys: string[];
  /** The first label value tried, for the unknown-device answer; null when no label named a device. */
  deviceLabel: string | null;
  eventName: string;
  severity: number;
  text: string;
  instance: string;
  /** Label `visibility` ('External' or 'Internal', any case); else the feeds' default. */
  visibility?: AlertVisibility;
}

/** Alerts without an `alertname` label still report a problem on a device: they get this event name. */
export const UNNAMED_EVENT = 'AlertmanagerAlert';
const MAX_TEXT = 4000;
const MAX_EVENT_NAME = 255;

/**
 * Label `severity` -> the console's scale (1 Critical, 2 Major, 3 Minor, 4 Unknown). The usual
 * words of Prometheus rule sets and syslog levels; a digit 1-5 is taken as it is. Anything else,
 * or no label, is Minor: visible on the device without counting it as impacted.
 */
const SEVERITY_WORDS: Record<string, number> = {
  critical: 1,
  crit: 1,
  fatal: 1,
  emergency: 1,
  emerg: 1,
  alert: 1,
  page: 1,
  disaster: 1,
  p1: 1,
  major: 2,
  error: 2,
  err: 2,
  high: 2,
  p2: 2,
  minor: 3,
  warning: 3,
  warn: 3,
  medium: 3,
  average: 3,
  p3: 3,
  info: 4,
  informational: 4,
  notice: 4,
  low: 4,
  none: 4,
  unknown: 4,
  p4: 4,
  p5: 4,
};
export const DEFAULT_SEVERITY = 3;

export function severityOf(labels: Readonly<Record<string, string>>): number {
  const v = (labels.severity ?? '').trim().toLowerCase();
  if (/^[1-5]$/.test(v)) return Number(v);
  return SEVERITY_WORDS[v] ?? DEFAULT_SEVERITY;
}

/**
 * The ways a label value may name a device: as written, then its host alone. Prometheus
 * `instance` is usually host:port ('10.0.0.5:9100', '[2001:db8::1]:9100') or, for blackbox
 * probes, a URL ('https://router1.example.net/health').
 */
export function deviceKeysOf(value: string): string[] {
  const raw = value.trim();
  if (raw === '') return [];
  let host = raw;
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? URL.parse(raw) : null;
  if (url) host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  else {
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(raw);
    const hostPort = /^([^:]+):\d+$/.exec(raw);
    host = bracketed?.[1] ?? hostPort?.[1] ?? raw;
  }
  return host === raw ? [raw] : [raw, host];
}

/** Alertmanager's fingerprint, or a hash of the sorted labels when a sender leaves it out. */
export function instanceOf(a: AlertmanagerAlert): string {
  if (a.fingerprint && a.fingerprint.trim() !== '') return a.fingerprint.trim();
  const sorted = Object.keys(a.labels)
    .sort()
    .map((k) => [k, a.labels[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
}

export function textOf(a: AlertmanagerAlert, eventName: string): string {
  const summary = a.annotations?.summary?.trim() ?? '';
  const description = a.annotations?.description?.trim() ?? '';
  const text =
    summary && description && summary !== description ? `${summary}: ${description}` : summary || description || `${eventName} (Alertmanager)`;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export function mapAlertmanagerAlert(a: AlertmanagerAlert, index: number, deviceLabels: readonly string[]): MappedAlert {
  const values = deviceLabels.map((l) => a.labels[l]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const keys = [...new Set(values.flatMap(deviceKeysOf))];
  // Alert names are btree keys (a few kB at most): a label value can be anything, so it is cut.
  const eventName = (a.labels.alertname?.trim() || UNNAMED_EVENT).slice(0, MAX_EVENT_NAME);
  return {
    index,
    firing: a.status === 'firing',
    keys,
    deviceLabel: values[0]?.trim() ?? null,
    eventName,
    severity: severityOf(a.labels),
    text: textOf(a, eventName),
    instance: instanceOf(a),
    visibility: visibilityNamed(a.labels.visibility),
  };
}
