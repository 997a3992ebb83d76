import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { WindowControls, useChartWindow } from '../../../components/metric-window/window-controls';
import { useImpactHistory } from '../api/get-impact-history';
import { impactHistoryOption } from '../logic/impact-history-option';

/**
 * Impact history of a network group (spec 000 §2): zoom toggles 1h … 1y (default 1d), arrows
 * moving the window by its range, four series, export. A failed load clears it ('Data Loading Error').
 */
export function ImpactHistoryChart({ group, height = 360 }: { group: string; height?: number }) {
  const { win, atNow, zoom, step } = useChartWindow();
  const { series, loading, error } = useImpactHistory(group, win);
  const fileName = `ImpactHistory_${group.replace(/[^\w-]+/g, '_')}`;
  const option = useMemo(() => impactHistoryOption(series, win, fileName), [series, win, fileName]);
  return (
    <Stack gap="xs" data-testid="impact-history-chart">
      <WindowControls win={win} atNow={atNow} zoom={zoom} step={step} />
      <Chart option={option} height={height} loading={loading} error={error} withToolbox />
    </Stack>
  );
}
