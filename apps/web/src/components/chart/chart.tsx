import { Center, Loader } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

export interface ChartProps {
  option: EChartsCoreOption;
  height?: number | string;
  loading?: boolean;
  /** A load failure: the chart is cleared and 'Data Loading Error' shown (spec 001 §8). */
  error?: unknown;
  onClick?: (params: { name: string; data: unknown; seriesName?: string }) => void;
  /** Canvas by default; SVG draws shapes into the DOM (small charts, hover tests). */
  renderer?: 'canvas' | 'svg';
  'data-testid'?: string;
  /** ECharts' toolbox (the Impact History chart's export button): ~14 kB more, loaded only for such charts. */
  withToolbox?: boolean;
}

// ECharts is ~200 kB gzip: a screen pays for it when it draws a chart, not when a popup or tab
// that might draw one is merely imported (Manage Devices and Device Details import such popups).
const EChartsChart = lazyNamed(() => import('./echarts-chart'), 'EChartsChart');
const EChartsToolboxChart = lazyNamed(() => import('./echarts-toolbox'), 'EChartsChart');

/** A chart (ECharts, loaded on first draw). While ECharts loads, a box of the chart's height holds its place. */
export function Chart({ withToolbox, ...props }: ChartProps) {
  const { height = 300 } = props;
  const Drawn = withToolbox ? EChartsToolboxChart : EChartsChart;
  const placeholder = (
    <Center style={{ height }} data-testid={props['data-testid']}>
      <Loader size="sm" />
    </Center>
  );
  return (
    <Suspense fallback={placeholder}>
      <Drawn {...props} />
    </Suspense>
  );
}
