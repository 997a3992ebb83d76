import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { Popup } from '../../../components/popup/popup';
import { deviceMetricFilter, metricPeriod } from '@nms/contract';
import { fetchMetricData, metricDataKey, pointTime, type MetricRequest } from '../api/get-metric-data';
import { toSeconds } from '../../../components/metric-window/metric-window';
import { WindowControls, useChartWindow } from '../../../components/metric-window/window-controls';

interface Props {
  title: string;
  metric: string;
  label: string;
  deviceName: string;
  onClose: () => void;
}

/** Metric chart popup (850): one line over the chosen window; a failure clears it (Data Loading Error). */
export function MetricChartPopup({ title, metric, label, deviceName, onClose }: Props) {
  const { win, atNow, zoom, step } = useChartWindow();
  const request: MetricRequest = {
    start_timestamp: toSeconds(win.start),
    end_timestamp: toSeconds(win.end),
    period: metricPeriod(win.hours),
    filter_expression: deviceMetricFilter(deviceName, metric),
  };
  const query = useQuery({ queryKey: metricDataKey(request), queryFn: ({ signal }) => fetchMetricData(request, signal) });

  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 56, right: 24, top: 32, bottom: 40 },
      legend: { top: 0 },
      xAxis: { type: 'time', min: win.start, max: win.end },
      yAxis: { type: 'value', scale: true },
      // Throughput answers two series (in, out): one line each, named by its label.
      series: (query.data ?? []).map((s) => ({
        name: s.series_labels[0] ?? s.label ?? label,
        type: 'line',
        showSymbol: false,
        data: s.avg_data.map((p) => [pointTime(p), p.value]),
      })),
    }),
    [query.data, label, win.start, win.end],
  );

  return (
    <Popup opened title={title} onClose={onClose} width={850}>
      <Stack gap="xs" data-testid="metric-chart-popup">
        <WindowControls win={win} atNow={atNow} zoom={zoom} step={step} />
        <Chart option={option} height={360} loading={query.isFetching} error={query.error ?? undefined} />
      </Stack>
    </Popup>
  );
}
