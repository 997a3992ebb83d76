import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { counter, gauge, histogram } from '../../lib/telemetry/registry';
import { pollerFigures } from '../feed-health';

/** What one poll came to, for /metrics: answered, nothing answered, or the credentials refused. */
export type PollResult = 'ok' | 'unreachable' | 'credential_error';

const polls = counter('nms_poller_polls_total', 'Polls this process ran, by method (SNMP, ICMP) and result', ['method', 'result']);
const durations = histogram(
  'nms_poller_poll_duration_seconds',
  'Time of one poll (SNMP get and walk, or ping round trip)',
  ['method'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

export function recordPoll(method: 'SNMP' | 'ICMP', result: PollResult, durationMs: number): void {
  polls.inc({ method, result });
  durations.observe({ method }, durationMs / 1000);
}

/** Where the poll-state gauge reads from: set by the process that runs a poller. */
let source: { db: Kysely<DB>; intervalMs: number } | undefined;

/**
 * The fleet's poll state at each scrape, read from poll_targets (so every process answers for all
 * pollers): targets, overdue, unreachable and credential-refused devices. Empty until a poller runs here.
 */
gauge(
  'nms_poller_state',
  'Poll targets by state: targets, overdue (due for over one interval), unreachable, credential_error',
  ['state'],
  async (g) => {
    if (!source) return;
    const f = await pollerFigures(source.db, Date.now(), source.intervalMs);
    g.set({ state: 'targets' }, f.targets);
    g.set({ state: 'overdue' }, f.overdue);
    g.set({ state: 'unreachable' }, f.unreachable);
    g.set({ state: 'credential_error' }, f.credentialErrors);
  },
);

/** Points the gauge at this poller's database; the returned function lets go of it when the poller stops. */
export function registerPollerGauges(db: Kysely<DB>, intervalMs: number): () => void {
  const mine = { db, intervalMs };
  source = mine;
  return () => {
    if (source === mine) source = undefined;
  };
}
