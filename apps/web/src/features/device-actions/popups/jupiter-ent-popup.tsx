import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { toEpochMs } from '../../../components/formatters/format-date';
import { Popup } from '../../../components/popup/popup';
import { fetchJupiterEnt, jupiterEntKey, type JupiterRow } from '../api/get-jupiter-ent';
import { toSeconds } from '../../../components/metric-window/metric-window';
import { WindowControls, useChartWindow } from '../../../components/metric-window/window-controls';

const SERIES: { key: keyof JupiterRow; name: string }[] = [
  { key: 'delay', name: 'Delay' },
  { key: 'downlinkEsNo', name: 'Downlink EsNo' },
  { key: 'uplinkEsNo', name: 'Uplink EsNo' },
  { key: 'uplinkPowerBackoff', name: 'Uplink Power Backoff' },
];

interface Props {
  title: string;
  deviceName: string;
  onClose: () => void;
}

/** Jupiter terminal statistics: delay, downlink/uplink EsNo and uplink power backoff over time. */
export function JupiterEntPopup({ title, deviceName, onClose }: Props) {
  const { win, atNow, zoom, step } = useChartWindow();
  const start = toSeconds(win.start);
  const end = toSeconds(win.end);
  const query = useQuery({
    queryKey: jupiterEntKey(deviceName, start, end),
    queryFn: ({ signal }) => fetchJupiterEnt(deviceName, start, end, signal),
  });

  const option = useMemo(() => {
    const rows = query.data ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 56, top: 40, bottom: 40 },
      xAxis: { type: 'time', min: win.start, max: win.end },
      // Delay is in ms (hundreds), the others in dB: two axes keep both readable.
      yAxis: [
        { type: 'value', name: 'ms', scale: true },
        { type: 'value', name: 'dB', scale: true },
      ],
      series: SERIES.map((s) => ({
        name: s.name,
        type: 'line',
        showSymbol: false,
        yAxisIndex: s.key === 'delay' ? 0 : 1,
        data: rows.map((r) => [toEpochMs(r.created_at), r[s.key] ?? null]),
      })),
    };
  }, [query.data, win.start, win.end]);

  return (
    <Popup opened title={title} onClose={onClose} width={850}>
      <Stack gap="xs" data-testid="jupiter-ent-popup">
        <WindowControls win={win} atNow={atNow} zoom={zoom} step={step} />
        <Chart option={option} height={360} loading={query.isFetching} error={query.error ?? undefined} />
      </Stack>
    </Popup>
  );
}
