import { Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { Popup } from '../../../components/popup/popup';
import { pointTime } from '../api/get-metric-data';
import { WindowControls, useChartWindow } from '../../../components/metric-window/window-controls';
import { useInterfaceChoice } from './use-interface-choice';
import { useMetricSeries } from './use-metric-series';

interface Props {
  title: string;
  metric: string;
  label: string;
  deviceName: string;
  onClose: () => void;
}

/** Above the popup (z-index 300), as the packet capture popup's selects. */
const DROPDOWN = { withinPortal: true, zIndex: 400 } as const;

/** Metric chart popup (850): one line over the chosen window; a failure clears it (Data Loading Error). */
export function MetricChartPopup({ title, metric, label, deviceName, onClose }: Props) {
  const { win, atNow, zoom, step } = useChartWindow();
  const choice = useInterfaceChoice(deviceName, metric);
  const query = useMetricSeries({ deviceName, names: choice.names, win, atNow });
  // A live window has moved on with the clock since the popup opened: show (and step from) the one read.
  const shown = query.data?.win ?? win;

  const option = useMemo(
    () => ({
      // Redrawn whole every minute while live: an entry animation would wipe and redraw the lines each time.
      animation: false,
      tooltip: { trigger: 'axis' },
      grid: { left: 56, right: 24, top: 32, bottom: 40 },
      legend: { top: 0 },
      xAxis: { type: 'time', min: shown.start, max: shown.end },
      yAxis: { type: 'value', scale: true },
      // Throughput answers two series (in, out): one line each, named by its label.
      series: (query.data?.series ?? []).map((s) => ({
        name: s.series_labels[0] ?? s.label ?? label,
        type: 'line',
        // A lone point (a device polled for a minute so far) has no line to show it.
        showSymbol: s.avg_data.length === 1,
        data: s.avg_data.map((p) => [pointTime(p), p.value]),
      })),
    }),
    [query.data, label, shown.start, shown.end],
  );

  return (
    <Popup opened title={title} onClose={onClose} width={850}>
      <Stack gap="xs" data-testid="metric-chart-popup">
        <WindowControls win={shown} atNow={atNow} zoom={zoom} step={(direction) => step(direction, shown)} />
        {choice.options.length > 0 && (
          <Select
            size="xs"
            label="Interface"
            w={240}
            data={choice.options.map(({ value, label: text }) => ({ value, label: text }))}
            value={choice.value}
            onChange={(v) => v && choice.setValue(v)}
            allowDeselect={false}
            searchable
            comboboxProps={DROPDOWN}
            data-testid="metric-interface-select"
          />
        )}
        {/* SVG: the legend and axis labels are text in the DOM (tests and screen readers read them); a line is one path even over a day of minute samples. */}
        <Chart option={option} height={360} loading={query.isLoading} error={query.error ?? undefined} renderer="svg" />
      </Stack>
    </Popup>
  );
}
