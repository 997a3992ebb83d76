import { Select } from '@mantine/core';
import { NETWORK_TYPE_OPTIONS, type NetworkChartType } from '@nms/contract';
import { useState } from 'react';
import { NetworkSunburst } from '../../network-chart';

/**
 * MAIN - WIP (spec 001 §2.7): a network-type selector over a sunburst. The spec leaves the chart a
 * placeholder; the sunburst of the chosen network type is drawn there instead.
 */
export function MainWip() {
  const [networkType, setNetworkType] = useState<NetworkChartType>(NETWORK_TYPE_OPTIONS[0]);
  return (
    <>
      <Select
        size="xs"
        w={260}
        label="Network Type"
        aria-label="Network Type"
        allowDeselect={false}
        data={[...NETWORK_TYPE_OPTIONS]}
        value={networkType}
        onChange={(v) => v && setNetworkType(v as NetworkChartType)}
        data-testid="svn-network-type-select"
      />
      <NetworkSunburst networkType={networkType} height={560} />
    </>
  );
}
