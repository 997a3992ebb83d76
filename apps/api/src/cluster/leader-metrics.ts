import { counter, gauge } from '../lib/telemetry/registry';

/** 1 while this process leads (runs the simulator and the feeds), else 0. */
export const leaderGauge = gauge('nms_leader', 'Whether this process is the leader that runs the simulator and the feeds (1) or not (0)');

/** Leadership taken and lost by this process: a lost count that grows means a flapping lock connection. */
export const leaderChanges = counter('nms_leader_changes_total', 'Leadership taken (acquired) and lost by this process', ['change']);
