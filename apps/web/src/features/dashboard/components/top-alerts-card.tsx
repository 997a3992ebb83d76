import { Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { Chart } from '../../../components/chart/chart';
import { useTopAlerts, type TopAlertsField } from '../api/get-top-alerts';
import { topAlertsOption } from '../logic/top-alerts-option';

const TITLES: Record<TopAlertsField, string> = {
  elementName: 'Top Devices by Open Alerts',
  nmd: 'Top Customers by Open Alerts',
};

/**
 * The Monitoring tab's two panels the spec leaves open (decided: docs/decisions/web-screens.md): the devices
 * and the customers with the most open alerts, stacked by severity. A device's bar opens its page.
 */
export function TopAlertsCard({ field, refreshSignal }: { field: TopAlertsField; refreshSignal?: number }) {
  const navigate = useNavigate();
  const top = useTopAlerts(field, refreshSignal);
  const rows = useMemo(() => top.data ?? [], [top.data]);
  const option = useMemo(() => topAlertsOption(rows), [rows]);
  const onClick = useCallback((p: { name: string }) => navigate(`/device-details/${encodeURIComponent(p.name)}`), [navigate]);
  return (
    <AppCard title={TITLES[field]} data-testid={`top-alerts-${field}`}>
      <div style={{ position: 'relative' }} data-first-key={rows[0]?.key ?? ''}>
        {/* SVG: the axis labels are text in the page, which tests and screen readers can read. */}
        <Chart option={option} height={284} loading={top.isPending} renderer="svg" onClick={field === 'elementName' ? onClick : undefined} />
        {!top.isPending && rows.length === 0 && (
          <Text c="dimmed" size="sm" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            No open alerts
          </Text>
        )}
      </div>
    </AppCard>
  );
}
