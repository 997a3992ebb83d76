import { Text } from '@mantine/core';
import { DASHBOARD_NETWORK_TYPE, SUMMARY_VIEW_ALL } from '@nms/contract';
import { formatCount } from '../../../components/summary-strip/summary-format';
import { useNetworkChart } from '../../network-chart';
import { useCardSummary } from '../api/get-card-summary';

/** The note's text: the ring's count, and why it differs from the ALL card when it does. */
export function statusNoteText(rootDevices: number, allDevices: number | undefined): string {
  const shown = `${formatCount(rootDevices)} installed devices`;
  // No ALL total yet (or its load failed and reads zero): nothing to compare with.
  if (!allDevices) return `${shown}.`;
  if (allDevices === rootDevices) return `${shown}, as the ALL card counts.`;
  if (allDevices > rootDevices)
    return `${shown}; the ALL card counts ${formatCount(allDevices)} with the ${formatCount(allDevices - rootDevices)} pending (PEND) devices the chart leaves out.`;
  return `${shown}; the ALL card counts ${formatCount(allDevices)} (the two were read a moment apart).`;
}

/**
 * Under the Network Status sunburst: its root counts installed devices (the ALL_DEVICES group),
 * the ALL card every device, so the two differ by the pending ones; the note says so rather than
 * leave an operator with two totals. Both numbers come from the queries the chart and card drew.
 */
export function NetworkStatusNote() {
  const chart = useNetworkChart(DASHBOARD_NETWORK_TYPE);
  const all = useCardSummary(SUMMARY_VIEW_ALL.query);
  if (!chart.data || chart.isError) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" data-testid="network-status-note">
      {statusNoteText(chart.data.device_count, all.data && !all.isPlaceholderData ? all.data.total : undefined)}
    </Text>
  );
}
