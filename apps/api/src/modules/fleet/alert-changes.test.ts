import type { AlertRaise } from '@nms/simulator';
import { describe, expect, it } from 'vitest';
import { planRounds, raiseName, type AlertChange } from './alert-changes';

const raise = (device: string, eventName: string, at: number, severity = 2): AlertChange => ({
  raise: {
    deviceName: device,
    elementClassName: 'Host',
    classDisplayName: 'Host',
    instanceName: device,
    instanceDisplayName: device,
    eventName,
    eventDisplayName: eventName,
    eventText: `${eventName} at ${at}`,
    severity,
    category: 'Availability',
    visibility: 'External',
    troubleTicketID: null,
    at,
  } satisfies AlertRaise,
});
const name = (device: string, eventName: string) => raiseName((raise(device, eventName, 0) as { raise: AlertRaise }).raise);
const clear = (device: string, eventName: string, at: number): AlertChange => ({ clear: { name: name(device, eventName), at } });

describe('planRounds', () => {
  it('makes a storm of distinct alerts one round of one kind', () => {
    const storm = Array.from({ length: 1000 }, (_, i) => raise(`d${i}`, 'Down', i));
    const rounds = planRounds(storm);
    expect(rounds).toHaveLength(1);
    expect(rounds[0].raises).toHaveLength(1000);
    expect(rounds[0].clears).toHaveLength(0);
  });

  it('puts raises and clears of different names in one round', () => {
    const rounds = planRounds([raise('a', 'Down', 1), clear('b', 'Down', 2), raise('c', 'Down', 3)]);
    expect(rounds).toHaveLength(1);
    expect(rounds[0].raises.map((r) => r.positions)).toEqual([[0], [2]]);
    expect(rounds[0].clears.map((c) => c.positions)).toEqual([[1]]);
  });

  it('merges repeated raises of one name: the last values, the first time, the count', () => {
    const [round] = planRounds([raise('a', 'Down', 10, 3), raise('b', 'Down', 11), raise('a', 'Down', 20, 1)]);
    const a = round.raises.find((r) => r.raise.deviceName === 'a')!;
    expect(a).toMatchObject({ firstAt: 10, n: 2, positions: [0, 2] });
    expect(a.raise).toMatchObject({ at: 20, severity: 1 });
  });

  it("keeps one name's raise, clear, raise in order across rounds", () => {
    const rounds = planRounds([raise('a', 'Down', 1), clear('a', 'Down', 2), raise('b', 'Down', 3), raise('a', 'Down', 4), clear('a', 'Down', 5)]);
    expect(rounds.map((r) => [r.raises.map((x) => x.positions), r.clears.map((x) => x.positions)])).toEqual([
      [[[0], [2]], []],
      [[], [[1]]],
      [[[3]], []],
      [[], [[4]]],
    ]);
  });
});
