import { Group, SegmentedControl, Text } from '@mantine/core';
import { ALERT_WINDOWS } from '@nms/contract';
import { useMemo, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { Chart } from '../../../components/chart/chart';
import { formatCount } from '../../../components/summary-strip/summary-format';
import { useAlertCount, type AlertWindow } from '../api/get-alert-count';
import { alertCountOption } from '../logic/alert-count-option';

const BAR_COLOR = '#228be6';

/**
 * Event Stats (spec 001 §2.6): the alerts first notified in the chosen window — 24 hours hourly,
 * 7 and 30 days daily, 1 year monthly — as bars per bucket, with the window's total.
 */
export function EventStatsCard({ refreshSignal }: { refreshSignal?: number }) {
  const [window, setWindow] = useState<AlertWindow>(ALERT_WINDOWS[0]);
  const counts = useAlertCount(window, refreshSignal);
  const option = useMemo(() => alertCountOption(counts.data?.buckets ?? [], window.interval, BAR_COLOR), [counts.data, window.interval]);
  return (
    <AppCard title="Event Stats" data-testid="event-stats">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <SegmentedControl
          size="xs"
          value={window.label}
          onChange={(label) => setWindow(ALERT_WINDOWS.find((w) => w.label === label) ?? ALERT_WINDOWS[0])}
          data={ALERT_WINDOWS.map((w) => w.label)}
          aria-label="Alert window"
        />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Total alerts:{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="event-stats-total">
            {counts.isPending ? '…' : formatCount(counts.data?.total ?? 0)}
          </Text>
        </Text>
      </Group>
      <Chart option={option} height={250} loading={counts.isFetching && !counts.data} />
    </AppCard>
  );
}
