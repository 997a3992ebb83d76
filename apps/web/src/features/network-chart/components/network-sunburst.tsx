import type { NetworkChartType, SunburstNode } from '@nms/contract';

export interface NetworkSunburstProps {
  networkType: NetworkChartType;
  height?: number | string;
  /** A click on a node (Pro-Active Monitoring shows its name and query and lists its devices). */
  onSelect?: (node: SunburstNode) => void;
  /** Bumped by the owner's timer or Refresh: the chart reloads. */
  refreshSignal?: number;
}

/** Network Status sunburst (spec 001 §2.6, §2.7). Placeholder until the dashboard work fills it in. */
export function NetworkSunburst(props: NetworkSunburstProps) {
  return <div data-testid="network-sunburst" data-network-type={props.networkType} />;
}
