import { atlasCounties, type AtlasCounty } from './power-outage-atlas';
import { Rng, hashSeed } from './prng';

/**
 * Simulated power outage feed (the Geo Map's power outage layer, spec 001 §2.6): per county
 * the customers the utility feeds track and how many of them are out, as a production feed
 * (poweroutage.us-like) delivers them. Everything is a pure function of (seed, minute), so
 * the feed survives restarts, replays exactly, and needs nothing read back from the store.
 */
export interface PowerOutageRecord {
  /** 5-digit county FIPS id, as us-atlas keys the county's shape. */
  geoid: string;
  name: string;
  stateGeoid: string;
  stateName: string;
  /** Customers tracked; 0 = nobody reports for this county (AVAILABILITY Not Tracked). */
  tracked: number;
  outages: number;
}

const MINUTE = 60_000;
/** Storm tracks running side by side; each runs at most one storm per window. */
const TRACKS = 6;
const WINDOW_MIN = 360;
/** Neighbour rings a storm reaches at most. */
const MAX_RING = 4;
/** Territories without a utility feed: their rows say Not Tracked. */
const UNTRACKED_STATES = new Set(['60', '66', '69', '78']);

/** Customers tracked in a county: a few untracked counties, the rest 300 to 200,000 (log-uniform). */
export function trackedCustomers(seed: number, county: Pick<AtlasCounty, 'geoid' | 'stateGeoid'>): number {
  if (UNTRACKED_STATES.has(county.stateGeoid)) return 0;
  const rng = Rng.of(seed, 'power-tracked', county.geoid);
  if (rng.chance(0.06)) return 0;
  return Math.round(10 ** rng.float(2.5, 5.3));
}

export interface Storm {
  track: number;
  window: number;
  /** Index of the county at its centre. */
  centre: number;
  startMinute: number;
  endMinute: number;
  /** Neighbour rings it reaches at its peak (0 = the centre county alone). */
  maxRing: number;
  /** Share of tracked customers out at the centre at the peak. */
  peakShare: number;
}

/** The storm of one track in one window, or null when that window stays calm. */
function stormOf(seed: number, track: number, window: number, counties: AtlasCounty[]): Storm | null {
  const rng = Rng.of(seed, 'power-storm', track, window);
  if (!rng.chance(0.85)) return null;
  const offset = hashSeed(seed, 'power-track', track) % WINDOW_MIN;
  const start = window * WINDOW_MIN - offset + rng.int(0, 60);
  const centre = rng.int(0, counties.length - 1);
  if (UNTRACKED_STATES.has(counties[centre].stateGeoid)) return null;
  return {
    track,
    window,
    centre,
    startMinute: start,
    endMinute: start + rng.int(90, WINDOW_MIN - 70),
    maxRing: rng.int(1, MAX_RING),
    peakShare: rng.float(0.04, 0.4),
  };
}

/** The storms running at a minute: one candidate per track, in the window covering the minute. */
export function stormsAt(seed: number, minute: number, counties = atlasCounties()): Storm[] {
  const storms: Storm[] = [];
  for (let track = 0; track < TRACKS; track++) {
    const offset = hashSeed(seed, 'power-track', track) % WINDOW_MIN;
    const window = Math.floor((minute + offset) / WINDOW_MIN);
    const storm = stormOf(seed, track, window, counties);
    if (storm && minute >= storm.startMinute && minute < storm.endMinute) storms.push(storm);
  }
  return storms;
}

const rings = new Map<number, number[][]>();
/** Counties of the centre's state by ring: [centre], its neighbours, theirs, ... (breadth first). */
function ringsAround(centre: number, counties: AtlasCounty[]): number[][] {
  const known = rings.get(centre);
  if (known) return known;
  const state = counties[centre].stateGeoid;
  const seen = new Set([centre]);
  const out = [[centre]];
  for (let d = 1; d <= MAX_RING; d++) {
    const next = out[d - 1].flatMap((i) => counties[i].neighbours).filter((j) => counties[j].stateGeoid === state && !seen.has(j) && seen.add(j));
    out.push(next);
  }
  rings.set(centre, out);
  return out;
}

/**
 * Share of customers a storm has out in each county it reaches at a minute: it grows from its
 * centre, peaks half way, then shrinks back (a sine envelope), weaker by ring distance, with a
 * per-county factor so neighbours are not all alike.
 */
function stormShares(seed: number, storm: Storm, minute: number, counties: AtlasCounty[]): Map<number, number> {
  const phase = (minute - storm.startMinute) / (storm.endMinute - storm.startMinute);
  const envelope = Math.sin(Math.PI * phase);
  const reach = Math.min(storm.maxRing, Math.floor(envelope * (storm.maxRing + 1)));
  const shares = new Map<number, number>();
  ringsAround(storm.centre, counties)
    .slice(0, reach + 1)
    .forEach((ring, d) => {
      for (const i of ring) {
        const local = 0.5 + Rng.of(seed, 'power-county', storm.track, storm.window, i).next();
        shares.set(i, (storm.peakShare * envelope * local) / (1 + d));
      }
    });
  return shares;
}

/** Scattered small outages (a pole, a transformer) that any county has now and then; 15-minute steps. */
function backgroundOutages(seed: number, geoid: string, tracked: number, minute: number): number {
  const rng = Rng.of(seed, 'power-background', geoid, Math.floor(minute / 15));
  return rng.chance(0.12) ? rng.int(1, Math.max(1, Math.round(tracked * 0.002))) : 0;
}

/** Every county's row at a time: the full feed snapshot. */
export function powerOutageSnapshot(seed: number, at: number): PowerOutageRecord[] {
  const counties = atlasCounties();
  const minute = Math.floor(at / MINUTE);
  const stormShare = new Map<number, number>();
  for (const storm of stormsAt(seed, minute, counties)) {
    for (const [i, share] of stormShares(seed, storm, minute, counties)) stormShare.set(i, (stormShare.get(i) ?? 0) + share);
  }
  return counties.map((c, i) => {
    const tracked = trackedCustomers(seed, c);
    const outages =
      tracked === 0 ? 0 : Math.min(tracked, backgroundOutages(seed, c.geoid, tracked, minute) + Math.round(tracked * (stormShare.get(i) ?? 0)));
    return { geoid: c.geoid, name: c.name, stateGeoid: c.stateGeoid, stateName: c.stateName, tracked, outages };
  });
}
