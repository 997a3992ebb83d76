import { hashSeed } from './prng';

/**
 * The performance metrics a poller collects per device kind, and a deterministic model of their
 * values: a per-device base level, a slow drift from day to day, a business-hours shape in the
 * site's local time, weekends quieter, and per-sample noise. Values depend only on (seed,
 * device, metric, time), so any sample or day can be regenerated alone, in any order.
 */
export const SAMPLE_SECONDS = 900;
export const SAMPLES_PER_DAY = 86_400 / SAMPLE_SECONDS;

type Range = readonly [number, number];
interface MetricDef {
  /** Base level by kind key; '*' is the default. */
  base: Readonly<Record<string, Range>>;
  /** Strength of the business-hours shape (0 flat, 1 full swing). */
  amp: number;
  /** Relative noise (multiplicative) or absolute noise (additive). */
  noise: number;
  additive?: boolean;
  /** Weekend level factor (multiplicative metrics). */
  weekend?: number;
  min: number;
  max: number;
  decimals: number;
}

const ROUTERS = ['fortigate', 'fortigateHa', 'meraki', 'velocloud', 'cradlepoint'];
const SWITCHES = ['fortiSwitch', 'ciscoSwitch'];
const APS = ['fortiAp', 'merakiAp'];
const LTE = ['lte', 'cradlepoint'];

const DEFS: Record<string, MetricDef> = {
  latency: {
    base: { vsat: [575, 660], lte: [42, 85], cradlepoint: [40, 80], dsl: [18, 38], cable: [12, 30], '*': [20, 48] },
    amp: 0.12,
    noise: 0.06,
    min: 0.5,
    max: 5000,
    decimals: 1,
  },
  packetLoss: { base: { vsat: [0.2, 0.9], lte: [0.2, 1.2], '*': [0.02, 0.4] }, amp: 0.5, noise: 0.35, min: 0, max: 100, decimals: 2 },
  throughputIn: {
    base: {
      vsat: [3, 22],
      lte: [2, 25],
      cradlepoint: [4, 40],
      dsl: [6, 60],
      cable: [10, 90],
      fortigate: [15, 120],
      fortigateHa: [40, 220],
      meraki: [15, 110],
      velocloud: [15, 130],
      accel: [6, 40],
      fortiSwitch: [20, 180],
      ciscoSwitch: [20, 200],
      fortiAp: [4, 45],
      merakiAp: [4, 45],
      media: [1, 8],
      display: [0.1, 1],
      wattbox: [0.01, 0.05],
      ape: [0.01, 0.05],
      polycom: [0.05, 0.2],
      hrGateway: [0.2, 1.2],
      ata: [0.05, 0.3],
      '*': [1, 10],
    },
    amp: 0.85,
    noise: 0.18,
    weekend: 0.45,
    min: 0,
    max: 10_000,
    decimals: 3,
  },
  throughputOut: {
    base: {
      vsat: [0.6, 4],
      lte: [0.5, 6],
      cradlepoint: [1, 10],
      dsl: [1, 12],
      cable: [2, 18],
      fortigate: [4, 35],
      fortigateHa: [10, 60],
      meraki: [4, 30],
      velocloud: [4, 35],
      accel: [1, 8],
      fortiSwitch: [5, 50],
      ciscoSwitch: [5, 55],
      fortiAp: [1, 12],
      merakiAp: [1, 12],
      media: [0.1, 0.5],
      display: [0.02, 0.1],
      wattbox: [0.005, 0.02],
      ape: [0.005, 0.02],
      polycom: [0.05, 0.2],
      hrGateway: [0.2, 1.2],
      ata: [0.05, 0.3],
      '*': [0.2, 3],
    },
    amp: 0.8,
    noise: 0.2,
    weekend: 0.45,
    min: 0,
    max: 10_000,
    decimals: 3,
  },
  cpu: { base: { '*': [8, 42] }, amp: 0.55, noise: 0.15, min: 1, max: 100, decimals: 1 },
  memory: { base: { '*': [32, 74] }, amp: 0.06, noise: 0.02, min: 5, max: 99, decimals: 1 },
  signal: { base: { vsat: [9, 13.5], '*': [-108, -78] }, amp: 0.6, noise: 0.5, additive: true, min: -140, max: 30, decimals: 1 },
  sinr: { base: { '*': [4, 21] }, amp: 1.5, noise: 1.2, additive: true, min: -10, max: 30, decimals: 1 },
  apUsers: { base: { '*': [6, 55] }, amp: 0.95, noise: 0.15, weekend: 0.3, min: 0, max: 500, decimals: 0 },
  uplinkEsNo: { base: { '*': [6.5, 10.5] }, amp: 0.3, noise: 0.35, additive: true, min: 0, max: 20, decimals: 2 },
  uplinkPowerBackoff: { base: { '*': [1, 5.5] }, amp: -0.4, noise: 0.3, additive: true, min: 0, max: 12, decimals: 2 },
};

/** The metrics a device of this kind reports (a subset of those modelled above). */
export function metricsOfKind(kindKey: string): string[] {
  const out = ['latency', 'packetLoss', 'throughputIn', 'throughputOut'];
  if (ROUTERS.includes(kindKey) || SWITCHES.includes(kindKey) || APS.includes(kindKey)) out.push('cpu', 'memory');
  if (kindKey === 'vsat' || LTE.includes(kindKey)) out.push('signal');
  if (LTE.includes(kindKey)) out.push('sinr');
  if (kindKey === 'vsat') out.push('uplinkEsNo', 'uplinkPowerBackoff');
  if (APS.includes(kindKey)) out.push('apUsers');
  return out;
}

export interface MetricProfile {
  metric: string;
  def: MetricDef;
  hash: number;
  base: number;
  /** Seconds added to UTC to get the site's local time. */
  offset: number;
}

/** A device's model for one metric. `longitude` places business hours in the site's time zone. */
export function metricProfile(seed: number, device: string, kindKey: string, metric: string, longitude: number | null): MetricProfile {
  const def = DEFS[metric];
  if (!def) throw new Error(`unknown metric ${metric}`);
  const hash = hashSeed(seed, 'metric', device, metric);
  const [lo, hi] = def.base[kindKey] ?? def.base['*'];
  const base = lo + (mix(hash, 0x5bd1) / 4294967296) * (hi - lo);
  return { metric, def, hash, base, offset: Math.round((longitude ?? -90) / 15) * 3600 };
}

/** Murmur3's finaliser over (hash, n): a fast, well-spread 32-bit value per sample. */
function mix(hash: number, n: number): number {
  let h = (hash ^ Math.imul(n, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const uniform = (hash: number, n: number) => mix(hash, n) / 4294967296;
/** Roughly normal, mean 0, sd ~0.7: the sum of two uniforms, centred. */
const noise = (hash: number, n: number) => uniform(hash, 2 * n + 1) + uniform(hash, 2 * n + 2) - 1;

/** Business-hours load over local hour h (0..24): quiet nights, busy 9-17; mean 1 over a day. */
const RAW_SHAPE = (h: number) => 0.25 + 1.6 * Math.max(0, Math.sin((Math.PI * (h - 6)) / 15)) ** 1.4;
const SHAPE_MEAN = Array.from({ length: SAMPLES_PER_DAY }, (_, i) => RAW_SHAPE((i * 24) / SAMPLES_PER_DAY)).reduce((a, b) => a + b) / SAMPLES_PER_DAY;
/** The shape minus 1 per local 15-minute slot of the day (samples sit on slot starts). */
const SHAPE = Float64Array.from({ length: SAMPLES_PER_DAY }, (_, i) => RAW_SHAPE((i * 24) / SAMPLES_PER_DAY) / SHAPE_MEAN - 1);

const POW10 = [1, 10, 100, 1000, 10000];
const clamp = (p: MetricProfile, v: number) => {
  const f = POW10[p.def.decimals];
  return Math.round(Math.min(p.def.max, Math.max(p.def.min, v)) * f) / f;
};

/** The expected level of a UTC day (days since the epoch): drift over weeks, quieter weekends. */
export function dayLevel(p: MetricProfile, day: number): number {
  const drift = 0.12 * Math.sin((2 * Math.PI * day) / 29 + (p.hash % 628) / 100) + 0.05 * noise(p.hash, 1_000_000 + day);
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  if (p.def.additive) return p.base + drift * Math.max(1, Math.abs(p.base) * 0.05) * 3;
  const weekend = weekday === 0 || weekday === 6 ? (p.def.weekend ?? 1) : 1;
  return p.base * weekend * (1 + drift);
}

/**
 * The sample of the 15-minute slot starting at `ts` (epoch seconds). `level` is the day's level
 * (dayLevel), passed by callers that generate a whole day to compute it once.
 */
export function sampleAt(p: MetricProfile, ts: number, level = dayLevel(p, Math.floor(ts / 86_400))): number {
  const slot = Math.floor(ts / SAMPLE_SECONDS);
  const s = SHAPE[((Math.floor((ts + p.offset) / SAMPLE_SECONDS) % SAMPLES_PER_DAY) + SAMPLES_PER_DAY) % SAMPLES_PER_DAY];
  const n = noise(p.hash, slot);
  if (p.def.additive) return clamp(p, level - p.def.amp * s + p.def.noise * n * 2);
  let v = level * (1 + p.def.amp * s) * (1 + p.def.noise * n * 2);
  // Packet loss comes in bursts: about one slot in 60 loses a few percent.
  if (p.metric === 'packetLoss' && uniform(p.hash, 3 * slot) < 0.017) v += 2 + 10 * uniform(p.hash, 5 * slot);
  return clamp(p, v);
}

/** The daily average of a day whose samples were not kept: its expected level. */
export function dayAverage(p: MetricProfile, day: number, level = dayLevel(p, day)): number {
  const v = level + (p.metric === 'packetLoss' ? 0.017 * 8 : 0);
  return clamp(p, v);
}
