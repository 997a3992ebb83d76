import { Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../notice/messages';
import { withChartDefaults } from './chart-option';
import { echarts } from './echarts-setup';

import type { ChartProps } from './chart';

/**
 * The one ECharts wrapper: follows the colour scheme, resizes with its box, transparent background.
 * Loaded through ./chart only when a chart is on screen, so ECharts stays out of grid screens' chunks.
 * Its box says whether the chart is still drawing: data-chart-state is 'drawing' from each new
 * option until ECharts has finished rendering it, animations included, then 'drawn' (screenshots wait for it).
 */
export function EChartsChart({ option, height = 300, loading, error, onClick, renderer = 'canvas', ...rest }: ChartProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const dark = useComputedColorScheme('light') === 'dark';
  const failed = error !== undefined && error !== null && error !== false;

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, dark ? 'dark' : undefined, { renderer });
    chart.current = instance;
    instance.on('finished', () => wrapper.current?.setAttribute('data-chart-state', 'drawn'));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark, renderer]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    wrapper.current?.setAttribute('data-chart-state', 'drawing');
    if (failed) instance.clear();
    else instance.setOption(withChartDefaults(option, dark), true);
  }, [option, failed, dark, renderer]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onClick) return;
    instance.on('click', (p) => onClick(p as unknown as { name: string; data: unknown; seriesName?: string }));
    return () => {
      instance.off('click');
    };
  }, [onClick, dark, renderer]);

  return (
    <div ref={wrapper} style={{ position: 'relative', height }} data-testid={rest['data-testid']}>
      <div ref={box} style={{ position: 'absolute', inset: 0 }} data-testid="chart" />
      {(loading || failed) && (
        <Center style={{ position: 'absolute', inset: 0 }}>{failed ? <Text c="red">{MESSAGES.dataLoadingError}</Text> : <Loader size="sm" />}</Center>
      )}
    </div>
  );
}
