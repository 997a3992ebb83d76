import { pointTime } from '../../device-actions';

/** Legend names of the four series (spec 000 §2 "Impact History chart"), by filter name. */
export const IMPACT_SERIES_LABELS: Record<string, string> = {
  Total: 'Total Count',
  Impacted: 'Impacted Count',
  maxperc: 'Impacted Percent',
  threshold: 'Network Event Threshold',
};

/** Percent series sit on the right axis (0-100), counts on the left. */
const PERCENT_SERIES = new Set(['maxperc', 'threshold']);
const COLORS: Record<string, string> = { Total: '#1c7ed6', Impacted: '#e03131', maxperc: '#f59f00', threshold: '#7048e8' };

export interface ImpactSeries {
  name: string;
  /** A point's time is its timestamp (epoch s), else its date_string (as the metric answer carries both). */
  points: readonly { timestamp?: number; date_string?: string; value: number }[];
}

/** The ECharts option of the impact history chart over a window (epoch ms), export by saveAsImage. */
export function impactHistoryOption(series: readonly ImpactSeries[], win: { start: number; end: number }, fileName: string) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, left: 0 },
    toolbox: { right: 8, top: 0, feature: { saveAsImage: { title: 'Export', name: fileName } } },
    grid: { left: 56, right: 56, top: 40, bottom: 32 },
    xAxis: { type: 'time', min: win.start, max: win.end },
    yAxis: [
      { type: 'value', name: 'Count', minInterval: 1 },
      { type: 'value', name: '%', min: 0, max: 100, splitLine: { show: false } },
    ],
    series: series.map((s) => ({
      name: IMPACT_SERIES_LABELS[s.name] ?? s.name,
      type: 'line',
      showSymbol: false,
      yAxisIndex: PERCENT_SERIES.has(s.name) ? 1 : 0,
      color: COLORS[s.name],
      lineStyle: s.name === 'threshold' ? { type: 'dashed' } : undefined,
      data: s.points.map((p) => [pointTime(p), p.value]),
    })),
  };
}
