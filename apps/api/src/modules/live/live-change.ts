/**
 * The change records of issue 20 (the protocol note): what migration 029's triggers send on
 * channel `nms_live` after a write commits, one record per statement and topic (or a few, each
 * payload under 7,900 bytes). Keys are device names (device, alert, pam, action), group names
 * (network-event), table names (cmdb, config), maintenance window ids (maintenance) or revoked
 * tokens' keys (revocation: sid:..., jti:..., tok:..., api-token:<id>; no view shows them, the
 * streams of those tokens end); empty keys mean every key of the topic (a bulk statement, a TRUNCATE).
 */
export const LIVE_CHANNEL = 'nms_live';

export const LIVE_TOPICS = ['device', 'alert', 'network-event', 'pam', 'cmdb', 'action', 'config', 'maintenance', 'revocation'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveChange {
  /** bigint of sequence live_change_seq, as text. */
  id: string;
  topic: LiveTopic;
  keys: string[];
  /** For alerts: the devices (elementName) of the alerts. */
  devices?: string[];
}

const TOPICS: ReadonlySet<string> = new Set(LIVE_TOPICS);
/** NOTIFY's payload limit is 8,000 bytes; more keys than this cannot be in one record. */
const MAX_KEYS = 8_000;

const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.length <= MAX_KEYS && v.every((k) => typeof k === 'string');

/**
 * A payload as a record, or the reason it is not one. Anyone can NOTIFY on the channel, so
 * nothing is trusted: a record that does not have exactly the protocol's shape is skipped.
 */
export function parseLiveChange(payload: string): LiveChange | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return { error: 'not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { error: 'not an object' };
  const { id, topic, keys, devices } = raw as Record<string, unknown>;
  const text = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  if (typeof text !== 'string' || !/^[0-9]{1,20}$/.test(text)) return { error: 'bad id' };
  if (typeof topic !== 'string' || !TOPICS.has(topic)) return { error: 'unknown topic' };
  if (!isNames(keys)) return { error: 'bad keys' };
  if (devices !== undefined && devices !== null && !isNames(devices)) return { error: 'bad devices' };
  const change: LiveChange = { id: text, topic: topic as LiveTopic, keys };
  if (isNames(devices)) change.devices = devices;
  return change;
}
