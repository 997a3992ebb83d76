import type { TopAlertsRow } from '@nms/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { SEVERITY_STYLES, type SeverityCode } from '../../../components/formatters/severity';

const STACK: readonly [keyof TopAlertsRow, SeverityCode][] = [
  ['critical', 1],
  ['major', 2],
  ['minor', 3],
  ['unknown', 4],
  ['normal', 5],
];

/** Longest label kept whole on the category axis (a device ID of 24 characters); longer ones end in '…'. */
export const TOP_LABEL_WIDTH = 176;

/**
 * Top Devices / Top Customers by Open Alerts: one horizontal bar per key, stacked by severity,
 * the most alerts on top (ECharts draws the first category at the bottom, hence the reverse).
 */
export function topAlertsOption(rows: readonly TopAlertsRow[]): EChartsCoreOption {
  const shown = [...rows].reverse();
  return {
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    legend: { top: 0, itemWidth: 10, itemHeight: 10, textStyle: { fontSize: 11 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { opacity: 0.4 } } },
    yAxis: {
      type: 'category',
      data: shown.map((r) => r.key),
      axisLabel: { width: TOP_LABEL_WIDTH, overflow: 'truncate', fontSize: 11 },
    },
    series: STACK.map(([field, code]) => ({
      type: 'bar',
      stack: 'alerts',
      name: SEVERITY_STYLES[code].label,
      itemStyle: { color: SEVERITY_STYLES[code].hex },
      barMaxWidth: 18,
      data: shown.map((r) => r[field] as number),
    })),
  };
}
