import { describe, expect, it } from 'vitest';
import { atlasCounties } from './power-outage-atlas';
import { powerOutageSnapshot, stormsAt, trackedCustomers } from './power-outage';
import { PowerOutageFeed } from './power-outage-live';
import type { PowerOutageRecord } from './power-outage';

const T0 = Date.UTC(2025, 0, 15, 12);
const MINUTE = 60_000;
const outOf = (rows: PowerOutageRecord[]) => new Map(rows.map((r) => [r.geoid, r.outages]));

describe('power outage feed', () => {
  it('covers every us-atlas county with its FIPS id, state and neighbours', () => {
    const counties = atlasCounties();
    expect(counties.length).toBeGreaterThan(3000);
    const byId = new Map(counties.map((c) => [c.geoid, c]));
    const la = byId.get('06037')!;
    expect(la).toMatchObject({ name: 'Los Angeles', stateGeoid: '06', stateName: 'California' });
    const neighbours = la.neighbours.map((i) => counties[i].name);
    expect(neighbours).toEqual(expect.arrayContaining(['Orange', 'Ventura', 'Kern', 'San Bernardino']));
    // Borders are mutual.
    for (const [i, c] of counties.entries()) for (const j of c.neighbours) expect(counties[j].neighbours).toContain(i);
  });

  it('is deterministic by seed and time, and seeds differ', () => {
    expect(powerOutageSnapshot(7, T0)).toEqual(powerOutageSnapshot(7, T0));
    expect(powerOutageSnapshot(7, T0 + 59_000)).toEqual(powerOutageSnapshot(7, T0)); // a minute's numbers
    expect(powerOutageSnapshot(8, T0)).not.toEqual(powerOutageSnapshot(7, T0));
  });

  it('tracks most counties, leaves some untracked, and never has more out than tracked', () => {
    const rows = powerOutageSnapshot(7, T0);
    const untracked = rows.filter((r) => r.tracked === 0);
    expect(untracked.length).toBeGreaterThan(50);
    expect(untracked.length).toBeLessThan(rows.length * 0.15);
    expect(untracked.every((r) => r.outages === 0)).toBe(true);
    expect(rows.filter((r) => r.stateGeoid === '66').every((r) => r.tracked === 0)).toBe(true);
    for (const r of rows) expect(r.outages).toBeLessThanOrEqual(r.tracked);
    expect(rows.map((r) => r.tracked)).toEqual(atlasCounties().map((c) => trackedCustomers(7, c)));
  });

  it('runs storm clusters over neighbouring counties of one state that grow, shrink, end and start', () => {
    const day = Array.from({ length: 24 * 60 }, (_, m) => stormsAt(7, Math.floor(T0 / MINUTE) + m));
    const ids = new Set(day.flat().map((s) => `${s.track}/${s.window}`));
    expect(ids.size).toBeGreaterThanOrEqual(6); // several storms a day, so some ended and new ones began
    expect(day.some((storms) => storms.length < 6)).toBe(true); // tracks rest between storms
    const [storm] = day.find((s) => s.length > 0)!;
    const counties = atlasCounties();
    // Follow one storm: the counties it has out rise then fall, and stay in its state.
    const hit = (minute: number) =>
      powerOutageSnapshot(7, minute * MINUTE).filter((r) => r.stateGeoid === counties[storm.centre].stateGeoid && r.outages > 0);
    const length = storm.endMinute - storm.startMinute;
    const early = hit(storm.startMinute + Math.round(length * 0.1));
    const peak = hit(storm.startMinute + Math.round(length * 0.5));
    const out = (rows: PowerOutageRecord[]) => rows.reduce((n, r) => n + r.outages, 0);
    expect(out(peak)).toBeGreaterThan(out(early));
    const centre = counties[storm.centre].geoid;
    const atPeak = outOf(powerOutageSnapshot(7, (storm.startMinute + Math.round(length / 2)) * MINUTE)).get(centre)!;
    const after = outOf(powerOutageSnapshot(7, (storm.endMinute + 20) * MINUTE)).get(centre)!;
    expect(atPeak).toBeGreaterThan(after);
  });

  it('writes every county first, then only the changed ones once a minute', async () => {
    const writes: Array<{ rows: PowerOutageRecord[]; at: number }> = [];
    const sink = { writePowerOutages: async (rows: PowerOutageRecord[], at: number) => void writes.push({ rows, at }) };
    const feed = new PowerOutageFeed(7);
    expect(await feed.step(sink, T0)).toBe(atlasCounties().length);
    expect(await feed.step(sink, T0 + 5_000)).toBe(0);
    let changed = 0;
    for (let m = 1; m <= 30; m++) changed += await feed.step(sink, T0 + m * MINUTE);
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(30 * atlasCounties().length * 0.5);
    // Replaying the written rows gives the snapshot of the last minute.
    const state = new Map<string, number>();
    for (const w of writes) for (const r of w.rows) state.set(r.geoid, r.outages);
    expect(state).toEqual(outOf(powerOutageSnapshot(7, T0 + 30 * MINUTE)));
    expect(writes.at(-1)!.at).toBeLessThanOrEqual(T0 + 30 * MINUTE);
  });
});
