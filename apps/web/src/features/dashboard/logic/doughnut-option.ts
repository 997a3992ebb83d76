import type { SummaryCounts } from '../../../components/summary-strip/summary-format';
import type { EChartsCoreOption } from 'echarts/core';
import { SEVERITY_STYLES, type SeverityCode } from '../../../components/formatters/severity';
import { formatCount, formatPercent } from '../../../components/summary-strip/summary-format';

type StateKey = 'critical' | 'major' | 'minor' | 'unknown' | 'normal';
const STATES: readonly [StateKey, SeverityCode][] = [
  ['critical', 1],
  ['major', 2],
  ['minor', 3],
  ['unknown', 4],
  ['normal', 5],
];

export interface StateSlice {
  key: StateKey;
  label: string;
  color: string;
  count: number;
  /** '0,0' */
  countText: string;
  /** '0.00%' of the card's total. */
  percent: string;
}

const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The five states of a card with count and share of the total; missing counts read 0. */
export function stateSlices(counts: SummaryCounts | undefined): StateSlice[] {
  const total = n(counts?.total);
  return STATES.map(([key, code]) => {
    const count = n(counts?.[key]);
    const { label, hex } = SEVERITY_STYLES[code];
    return { key, label, color: hex, count, countText: formatCount(count), percent: formatPercent(count, total) };
  });
}

/** A Summary View doughnut: one ring, a slice per state; the centre text and legend are drawn by the card. */
export function doughnutOption(slices: StateSlice[]): EChartsCoreOption {
  const empty = slices.every((s) => s.count === 0);
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; dataIndex: number }) => {
        const s = slices[p.dataIndex];
        return s ? `${s.label}: ${s.countText} (${s.percent})` : p.name;
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['58%', '88%'],
        avoidLabelOverlap: false,
        label: { show: false },
        labelLine: { show: false },
        silent: empty,
        // Without devices the ring is drawn grey rather than not at all.
        data: empty
          ? [{ name: 'No devices', value: 1, itemStyle: { color: 'rgba(134,142,150,0.25)' } }]
          : slices.map((s) => ({ name: s.label, value: s.count, itemStyle: { color: s.color } })),
      },
    ],
  };
}
