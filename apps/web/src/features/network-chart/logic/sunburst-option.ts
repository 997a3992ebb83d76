import type { SunburstNode } from '@nms/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { SEVERITY_STYLES, severityCode } from '../../../components/formatters/severity';
import { formatCount } from '../../../components/summary-strip/summary-format';

/** One ECharts sunburst item: the node's counts ride along for the tooltip and clicks. */
export interface SunburstItem {
  name: string;
  value: number;
  key: string;
  device_count: number;
  impacted_device_count: number;
  severity: number;
  itemStyle: { color: string };
  children?: SunburstItem[];
}

const UNKNOWN_HEX = SEVERITY_STYLES[4].hex;

/** Below this share of impacted devices a segment reads healthy (see docs/decisions/console-ux.md). */
export const HEALTHY_BELOW_SHARE = 0.05;

/**
 * A segment's colour says how much of it is impacted, so a mostly healthy fleet looks mostly
 * green: the server's Critical and Major (its group's threshold, or half of it, reached) as they
 * are; otherwise Minor from 5% impacted, Normal green below; Unknown when it has no devices.
 * (The server calls any impact at all Minor, which painted a 97% healthy fleet orange.)
 */
export function segmentColor(node: Pick<SunburstNode, 'device_count' | 'impacted_device_count' | 'severity'>): string {
  if (node.device_count <= 0) return UNKNOWN_HEX;
  const code = severityCode(node.severity);
  if (code === 1 || code === 2) return SEVERITY_STYLES[code].hex;
  return node.impacted_device_count / node.device_count >= HEALTHY_BELOW_SHARE ? SEVERITY_STYLES[3].hex : SEVERITY_STYLES[5].hex;
}

/**
 * ECharts turns a value into an absolute angle (value / root value x 360 deg), so a node is at
 * least as large as its children together: where children overlap (All Services counts the union
 * of slices that share devices) they split their parent's arc instead of wrapping past 360 deg
 * over one another. The tooltip still reads the node's own device_count.
 */
export function toSunburstItem(node: SunburstNode): SunburstItem {
  const children = node.children?.length ? node.children.map(toSunburstItem) : undefined;
  const item: SunburstItem = {
    name: node.name,
    value: Math.max(
      node.device_count,
      (children ?? []).reduce((n, c) => n + c.value, 0),
    ),
    key: node.key,
    device_count: node.device_count,
    impacted_device_count: node.impacted_device_count,
    severity: node.severity,
    itemStyle: { color: segmentColor(node) },
  };
  if (children) item.children = children;
  return item;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const sharePart = (item: Pick<SunburstItem, 'device_count' | 'impacted_device_count'>): string =>
  item.device_count > 0 ? ` (${((100 * item.impacted_device_count) / item.device_count).toFixed(2)}%)` : '';

/** The tooltip: name, devices and impacted devices ('0,0', with their share), marked for tests to read. */
export function sunburstTooltip(item: Pick<SunburstItem, 'name' | 'device_count' | 'impacted_device_count'>): string {
  return [
    `<div data-testid="sunburst-tooltip"><b data-field="name">${escapeHtml(item.name)}</b>`,
    `<div>Devices: <span data-field="device_count">${formatCount(item.device_count)}</span></div>`,
    `<div>Impacted: <span data-field="impacted_device_count">${formatCount(item.impacted_device_count)}</span>${sharePart(item)}</div></div>`,
  ].join('');
}

const depthOf = (node: SunburstNode): number => 1 + Math.max(0, ...((node.children ?? []) as SunburstNode[]).map(depthOf));

const ROOT_RADIUS = 30;
const DEEP_ROOT_RADIUS = 20;
const OUTER_RADIUS = 95;
/** A label needs this much arc (px) across its line and this much ring along it to be drawn. */
const LINE_PX = 14;
const MIN_LABEL_PX = 24;
/** The chart's side when its box is not measured yet. */
const DEFAULT_SIZE = 300;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Radii per level: the root a disc of 30% (20% above three rings), the levels below it equal rings out to 95% (ECharts
 * would split the radius evenly, giving the root as much room as a whole ring). Labels run along
 * the radius, are cut with '...' to their ring's depth and left out of segments too narrow for a
 * line of text (the tooltip still names them), so no label overlaps another.
 */
export function sunburstLevels(depth: number, sizePx = DEFAULT_SIZE) {
  const rings = Math.max(0, depth - 1);
  // Three rings and more: a smaller root disc leaves each ring room for a name.
  const rootRadius = rings >= 3 ? DEEP_ROOT_RADIUS : ROOT_RADIUS;
  const step = rings ? (OUTER_RADIUS - rootRadius) / rings : 0;
  const px = (percent: number) => (percent / 100) * (sizePx / 2);
  const ring = (i: number) => {
    const inner = px(rootRadius + i * step);
    const width = Math.floor(px(step) - 6);
    return {
      r0: `${rootRadius + i * step}%`,
      r: `${rootRadius + (i + 1) * step}%`,
      label: width < MIN_LABEL_PX ? { show: false } : { show: true, width, minAngle: Math.ceil(degrees(LINE_PX / inner)) },
    };
  };
  return [
    // levels[0] is ECharts' virtual parent of the data.
    {},
    { r0: '0%', r: `${rootRadius}%`, label: { rotate: 0, fontWeight: 600, fontSize: 11, width: Math.floor(2 * px(rootRadius) - 8) } },
    ...Array.from({ length: rings }, (_, i) => ring(i)),
  ];
}

/**
 * The Network Status sunburst: the root in the centre, rings outwards, coloured by the share of
 * impacted devices. `sizePx` is the chart's smaller side (labels are fitted to its rings).
 */
export function sunburstOption(root: SunburstNode | undefined, sizePx = DEFAULT_SIZE): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { data?: SunburstItem }) => (p.data ? sunburstTooltip(p.data) : ''),
    },
    series: [
      {
        type: 'sunburst',
        data: root ? [toSunburstItem(root)] : [],
        radius: ['0%', `${OUTER_RADIUS}%`],
        emphasis: { focus: 'ancestor' },
        itemStyle: { borderWidth: 1, borderColor: 'rgba(255,255,255,0.7)' },
        label: {
          rotate: 'radial',
          overflow: 'truncate',
          ellipsis: '…',
          fontSize: 10,
          color: '#fff',
          textBorderColor: 'rgba(0,0,0,0.35)',
          textBorderWidth: 2,
        },
        levels: sunburstLevels(root ? depthOf(root) : 1, sizePx),
      },
    ],
  };
}
