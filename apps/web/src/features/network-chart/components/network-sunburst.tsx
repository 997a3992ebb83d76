import type { NetworkChartType, SunburstNode } from '@nms/contract';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useEffect, useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { useNetworkChart } from '../api/get-network-chart';
import { sunburstOption, type SunburstItem } from '../logic/sunburst-option';

export interface NetworkSunburstProps {
  networkType: NetworkChartType;
  height?: number | string;
  /** A click on a node (Pro-Active Monitoring shows its name and query and lists its devices). */
  onSelect?: (node: SunburstNode) => void;
  /** Bumped by the owner's timer or Refresh: the chart reloads. */
  refreshSignal?: number;
}

/** Every node of the tree by key, so a click hands back the node as the API sent it. */
function indexNodes(root: SunburstNode | undefined): Map<string, SunburstNode> {
  const byKey = new Map<string, SunburstNode>();
  const walk = (n: SunburstNode) => {
    byKey.set(n.key, n);
    for (const child of (n.children ?? []) as SunburstNode[]) walk(child);
  };
  if (root) walk(root);
  return byKey;
}

/**
 * Network Status sunburst (spec 001 §2.6, §2.7): node name, device_count and
 * impacted_device_count in the tooltip, colours by impacted share; 'Data Loading Error' on failure.
 */
export function NetworkSunburst({ networkType, height = 320, onSelect, refreshSignal }: NetworkSunburstProps) {
  const chart = useNetworkChart(networkType);
  const { refetch } = chart;
  useEffect(() => {
    if (refreshSignal) void refetch();
  }, [refreshSignal, refetch]);
  useEffect(() => {
    if (chart.error) console.error('Network chart failed', chart.error);
  }, [chart.error]);

  // A failure empties the chart (spec 001 §8): the old tree is not kept under the message.
  const root = chart.isError ? undefined : chart.data;
  // Labels are fitted to the rings, whose size follows the chart's smaller side.
  const { ref: boxRef, width: boxWidth, height: boxHeight } = useElementSize();
  const tall = typeof height === 'number' ? height : boxHeight;
  const side = Math.round(Math.min(boxWidth || tall, tall || boxWidth)) || undefined;
  const option = useMemo(() => sunburstOption(root, side), [root, side]);
  const nodes = useMemo(() => indexNodes(root), [root]);
  const onClick = useCallback(
    (p: { data: unknown }) => {
      const node = nodes.get((p.data as SunburstItem | undefined)?.key ?? '');
      if (node) onSelect?.(node);
    },
    [nodes, onSelect],
  );

  return (
    <div ref={boxRef} data-testid="network-sunburst" data-network-type={networkType} data-root-devices={root?.device_count}>
      <Chart
        option={option}
        height={height}
        loading={chart.isPending && !chart.isError}
        error={chart.error}
        onClick={onSelect ? onClick : undefined}
      />
    </div>
  );
}
