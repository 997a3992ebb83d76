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
export const severityHex = (severity: unknown): string => {
  const code = severityCode(severity);
  return code ? SEVERITY_STYLES[code].hex : UNKNOWN_HEX;
};

export function toSunburstItem(node: SunburstNode): SunburstItem {
  const item: SunburstItem = {
    name: node.name,
    // An empty node still gets a sliver so it can be seen and hovered.
    value: node.device_count,
    key: node.key,
    device_count: node.device_count,
    impacted_device_count: node.impacted_device_count,
    severity: node.severity,
    itemStyle: { color: severityHex(node.severity) },
  };
  if (node.children?.length) item.children = node.children.map(toSunburstItem);
  return item;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The tooltip: name, devices and impacted devices ('0,0'), marked for tests to read. */
export function sunburstTooltip(item: Pick<SunburstItem, 'name' | 'device_count' | 'impacted_device_count'>): string {
  return [
    `<div data-testid="sunburst-tooltip"><b data-field="name">${escapeHtml(item.name)}</b>`,
    `<div>Devices: <span data-field="device_count">${formatCount(item.device_count)}</span></div>`,
    `<div>Impacted: <span data-field="impacted_device_count">${formatCount(item.impacted_device_count)}</span></div></div>`,
  ].join('');
}

const depthOf = (node: SunburstNode): number => 1 + Math.max(0, ...((node.children ?? []) as SunburstNode[]).map(depthOf));

const ROOT_RADIUS = 30;
const OUTER_RADIUS = 95;

/**
 * Radii per level: the root a disc of 30%, the levels below it equal rings out to 95% (ECharts
 * would split the radius evenly, giving the root as much room as a whole ring).
 */
export function sunburstLevels(depth: number) {
  const rings = Math.max(0, depth - 1);
  const step = rings ? (OUTER_RADIUS - ROOT_RADIUS) / rings : 0;
  return [
    // levels[0] is ECharts' virtual parent of the data.
    {},
    { r0: '0%', r: `${ROOT_RADIUS}%`, label: { rotate: 0, fontWeight: 600 } },
    ...Array.from({ length: rings }, (_, i) => ({ r0: `${ROOT_RADIUS + i * step}%`, r: `${ROOT_RADIUS + (i + 1) * step}%` })),
  ];
}

/** The Network Status sunburst: the root in the centre, rings outwards, coloured by severity 1..5. */
export function sunburstOption(root: SunburstNode | undefined): EChartsCoreOption {
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
        label: { rotate: 'radial', minAngle: 12, overflow: 'truncate', fontSize: 11, color: '#fff' },
        levels: sunburstLevels(root ? depthOf(root) : 1),
      },
    ],
  };
}
