import { alertName, type AlertRaise } from '@nms/simulator';

/** One change a feed asks of an alert: raise (or re-notify) it, or clear it. */
export type AlertChange = { raise: AlertRaise } | { clear: { name: string; at: number } };

/** What a change did, by its position in the batch. */
export type AlertChangeOutcome = 'raised' | 'notified' | 'cleared' | 'unchanged';

export const raiseName = (r: AlertRaise): string => alertName(r.elementClassName, r.instanceName, r.eventName);

/** Several raises of one alert name in a row, merged: the last one's values, `n` notifications since `firstAt`. */
export interface MergedRaise {
  raise: AlertRaise;
  firstAt: number;
  n: number;
  /** Positions in the batch, first one first. */
  positions: number[];
}

export interface MergedClear {
  name: string;
  at: number;
  positions: number[];
}

/** Changes that touch each alert name at most once, so one statement of each kind applies them. */
export interface ChangeRound {
  raises: MergedRaise[];
  clears: MergedClear[];
}

/**
 * Plans a batch as few set-based statements as keep its meaning. Changes of different alert
 * names commute; one name's changes keep their order. So each name's changes become runs of one
 * kind (raise, raise, clear -> [raise x2], [clear]); round k holds every name's k-th run. A storm
 * (every alert raised once, or cleared once) is one round: one INSERT or one UPDATE.
 */
export function planRounds(changes: readonly AlertChange[]): ChangeRound[] {
  const rounds: ChangeRound[] = [];
  const last = new Map<string, { round: number; raise?: MergedRaise; clear?: MergedClear }>();
  changes.forEach((change, position) => {
    const name = 'raise' in change ? raiseName(change.raise) : change.clear.name;
    const prior = last.get(name);
    if ('raise' in change && prior?.raise) {
      prior.raise.raise = change.raise;
      prior.raise.n += 1;
      prior.raise.positions.push(position);
      return;
    }
    // A clear after a clear finds nothing active: the first one's time stays.
    if ('clear' in change && prior?.clear) {
      prior.clear.positions.push(position);
      return;
    }
    const round = prior ? prior.round + 1 : 0;
    rounds[round] ??= { raises: [], clears: [] };
    if ('raise' in change) {
      const raise: MergedRaise = { raise: change.raise, firstAt: change.raise.at, n: 1, positions: [position] };
      rounds[round].raises.push(raise);
      last.set(name, { round, raise });
    } else {
      const clear: MergedClear = { name, at: change.clear.at, positions: [position] };
      rounds[round].clears.push(clear);
      last.set(name, { round, clear });
    }
  });
  return rounds;
}
