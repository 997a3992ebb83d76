import type { StateCount } from '@nms/contract';
import { SEVERITY_CODES, SEVERITY_STYLES } from '../formatters/severity';

const OTHER_COLOR = '#868e96';

/** A state's colour from its label ('Critical' ... 'Normal'), the app's severity palette. */
export function stateColor(label: string): string {
  const code = SEVERITY_CODES.find((c) => SEVERITY_STYLES[c].label.toLowerCase() === label.toLowerCase());
  return code ? SEVERITY_STYLES[code].hex : OTHER_COLOR;
}

/** Slice path of a pie centred at (r, r) from angle a0 to a1 (radians, clockwise from 12 o'clock). */
function slice(r: number, a0: number, a1: number): string {
  const x = (a: number) => r + r * Math.sin(a);
  const y = (a: number) => r - r * Math.cos(a);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${r},${r} L${x(a0)},${y(a0)} A${r},${r} 0 ${large} 1 ${x(a1)},${y(a1)} Z`;
}

const LEGEND_FONT = 10;
/** Upper bound of a character's advance in the legend's sans-serif font (digits are 0.56 em). */
const CHAR_EM = 0.62;
const SWATCH = 12;

const legendLine = (c: StateCount) => `${c.label} ${c.value.toLocaleString('en-US')}`;

/** Width the stacked legend's longest line takes, swatch included. */
export function stackedLegendWidth(shown: readonly StateCount[]): number {
  const chars = Math.max(0, ...shown.map((c) => legendLine(c).length));
  return chars ? SWATCH + Math.ceil(chars * LEGEND_FONT * CHAR_EM) : 0;
}

/** The pie's radius: as tall as the box, smaller when the legend beside it needs the room. */
export function pieRadius(width: number, height: number, legendWidth: number): number {
  const tall = height / 2 - 2;
  const room = legendWidth > 0 ? (width - 2 - 8 - legendWidth) / 2 : tall;
  return Math.max(4, Math.min(tall, room));
}

export interface StatePieProps {
  counts: readonly StateCount[];
  /** Box size; the pie is as tall as the box and the legend (if it fits) sits on its right. */
  width: number;
  height: number;
  /** Counts beside the pie: one per line with labels, or coloured numbers in a row (short cells). */
  legend?: 'stacked' | 'inline';
  /** A view's own palette (Device Search draws Unknown light blue); default the app's severity colours. */
  colorOf?: (label: string) => string;
  /** A slice's hover text; default 'Label: count'. */
  sliceTitle?: (count: StateCount) => string;
}

/**
 * The small pie of counts by state in grid cells (spec 001 §2.8 Status, §2.9). Plain SVG: a
 * chart library per cell would cost more than the grid; each slice names its count on hover.
 */
export function StatePie({ counts, width, height, legend, colorOf = stateColor, sliceTitle = (c) => `${c.label}: ${c.value}` }: StatePieProps) {
  const shown = counts.filter((c) => c.value > 0);
  const total = shown.reduce((s, c) => s + c.value, 0);
  const r = pieRadius(width, height, legend === 'stacked' ? stackedLegendWidth(shown) : 0);
  const summary = counts.map((c) => `${c.label}: ${c.value}`).join(', ');
  let angle = 0;
  return (
    <svg width={width} height={height} role="img" aria-label={summary} data-testid="state-pie" data-total={total}>
      <title>{summary}</title>
      <g transform={`translate(2, ${height / 2 - r})`}>
        {total === 0 && <circle cx={r} cy={r} r={r} fill="none" stroke={OTHER_COLOR} strokeDasharray="2 2" />}
        {shown.length === 1 && <circle cx={r} cy={r} r={r} fill={colorOf(shown[0].label)} />}
        {shown.length > 1 &&
          shown.map((c) => {
            const a0 = angle;
            angle += (2 * Math.PI * c.value) / total;
            return (
              <path key={c.label} d={slice(r, a0, angle)} fill={colorOf(c.label)} stroke="var(--mantine-color-body)" strokeWidth={0.5}>
                <title>{sliceTitle(c)}</title>
              </path>
            );
          })}
      </g>
      {legend === 'stacked' &&
        shown.map((c, i) => (
          <g key={c.label} transform={`translate(${2 * r + 8}, ${height / 2 - (shown.length * 13) / 2 + i * 13})`}>
            <rect width={8} height={8} y={1} fill={colorOf(c.label)} rx={1} />
            <text x={SWATCH} y={9} fontSize={LEGEND_FONT} fill="currentColor">
              {legendLine(c)}
            </text>
          </g>
        ))}
      {legend === 'inline' && (
        <text x={2 * r + 8} y={height / 2 + 4} fontSize={11} fontWeight={600}>
          {shown.map((c, i) => (
            <tspan key={c.label} fill={colorOf(c.label)} dx={i === 0 ? 0 : 5}>
              {c.value.toLocaleString('en-US')}
            </tspan>
          ))}
        </text>
      )}
    </svg>
  );
}
