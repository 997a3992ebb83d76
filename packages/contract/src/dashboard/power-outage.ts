import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/** Below this zoom the layer shows states, from it on counties (spec 001 §2.6). */
export const POWER_OUTAGE_COUNTY_ZOOM = 5;
export const POWER_OUTAGE_GROUPS = ['stateName', 'countyName'] as const;
export type PowerOutageGroup = (typeof POWER_OUTAGE_GROUPS)[number];
export const powerOutageGroupForZoom = (zoom: number): PowerOutageGroup => (zoom < POWER_OUTAGE_COUNTY_ZOOM ? 'stateName' : 'countyName');
/** AVAILABILITY of an area whose customers nobody tracks. */
export const NOT_TRACKED = -1;
export const NOT_TRACKED_LABEL = 'Not Tracked';

export const PowerOutageQuery = Type.Object({ group_by: literalUnion(POWER_OUTAGE_GROUPS) }, { additionalProperties: false });
export type PowerOutageQuery = Static<typeof PowerOutageQuery>;

/**
 * Feature properties of spec 001 §2.6, one row per state or county. GEOID is the FIPS code
 * us-atlas keys its geometries by (2 digits for a state, 5 for a county); STATE is the state's
 * name. AVAILABILITY is the percent of tracked customers with power (2 decimals), NOT_TRACKED
 * when TRACKED_COUNT is 0.
 */
export const PowerOutageFeature = Type.Object({
  NAME: Type.String(),
  OUTAGE_COUNT: Type.Integer(),
  TRACKED_COUNT: Type.Integer(),
  AVAILABILITY: Type.Number(),
  COLOR: Type.String(),
  STATE: Type.String(),
  GEOID: Type.String(),
});
export type PowerOutageFeature = Static<typeof PowerOutageFeature>;
/** `updated_at` (epoch ms) is when the feed last wrote a row. */
export const PowerOutageAnswer = Type.Object({ data: Type.Array(PowerOutageFeature), updated_at: Type.Integer() });
export type PowerOutageAnswer = Static<typeof PowerOutageAnswer>;

export const availability = (outages: number, tracked: number): number =>
  tracked > 0 ? Math.round(10_000 * (1 - Math.min(outages, tracked) / tracked)) / 100 : NOT_TRACKED;

/** Fill colour by share of tracked customers out: grey untracked, green none, up to dark red at 10% and more. */
export const OUTAGE_COLOR_STEPS = [
  { below: 0.1, color: '#b2f2bb' },
  { below: 1, color: '#ffec99' },
  { below: 5, color: '#ffc078' },
  { below: 10, color: '#ff6b6b' },
  { below: Infinity, color: '#c92a2a' },
] as const;
export const NOT_TRACKED_COLOR = '#adb5bd';
export function outageColor(availabilityPercent: number): string {
  if (availabilityPercent === NOT_TRACKED) return NOT_TRACKED_COLOR;
  const out = 100 - availabilityPercent;
  return OUTAGE_COLOR_STEPS.find((s) => out < s.below)!.color;
}

/** The weather radar overlay (spec 001 §2.6). */
export const RADAR_OPACITY = 0.6;
/** The embedded radar tiles, relative to /api/v1.0; WEATHER_TILE_URL points elsewhere in production. */
export const RADAR_TILE_PATH = '/weather/radar/{z}/{x}/{y}.png';
