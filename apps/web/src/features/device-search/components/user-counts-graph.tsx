import { Stack } from '@mantine/core';
import { USER_COUNT_ZOOMS } from '@nms/contract';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { useChartWindow, WindowControls } from '../../../components/metric-window/window-controls';
import { useUserCounts } from '../api/get-user-counts';
import { userCountOption } from '../logic/user-count-option';
import { userCountsRequest } from '../logic/user-count-window';

/** VPN tunnel user counts of one device: zoom 1h … 1y, the window's dates between arrows, a spline. */
export function UserCountsGraph({ ids }: { ids: { stack_id: number; device_id: number } }) {
  const { win, atNow, zoom, step } = useChartWindow();
  const request = useMemo(() => userCountsRequest(win, ids), [win, ids]);
  const answer = useUserCounts(request);
  // A failure empties the chart (the Chart clears itself on error and says 'Data Loading Error').
  const option = useMemo(() => userCountOption(answer.isError ? [] : (answer.data?.data ?? []), win), [answer.data, answer.isError, win]);
  return (
    <Stack gap="xs" data-testid="user-counts">
      <WindowControls win={win} atNow={atNow} zoom={zoom} step={step} ranges={USER_COUNT_ZOOMS} />
      <Chart
        option={option}
        height={380}
        loading={answer.isFetching}
        error={answer.isError ? answer.error : undefined}
        data-testid="user-counts-chart"
      />
    </Stack>
  );
}
