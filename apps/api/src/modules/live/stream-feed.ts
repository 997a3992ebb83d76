/**
 * What the stream needs of the change feed (`app.live`, the protocol note). Written
 * against the note until the feed's bus lands; the bus satisfies it structurally.
 */
export type LiveTopic = 'device' | 'alert' | 'network-event' | 'pam' | 'cmdb' | 'action' | 'config';

export interface LiveChange {
  /** bigint of sequence live_change_seq, as text. */
  id: string;
  topic: LiveTopic;
  /** Device names (device, alert, pam, action), group names (network-event), table names (cmdb); empty: everything of the topic. */
  keys: string[];
  /** For alerts: the devices (elementName) of the alerts. */
  devices?: string[];
}

export interface LiveFeed {
  subscribe(listener: (c: LiveChange) => void): () => void;
  /** The changes after `afterId`, or undefined when that id is no longer (or never was) in the replay buffer. */
  recent(afterId: string): LiveChange[] | undefined;
}
