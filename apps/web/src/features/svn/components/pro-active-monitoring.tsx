import { Group, Select, Text } from '@mantine/core';
import { SERVICE_OPTIONS, type NetworkChartType, type SunburstNode } from '@nms/contract';
import { useCallback, useState } from 'react';
import { QueryHelpButton } from '../../../components/query-help/query-help-button';
import { useNetworkChart } from '../../network-chart';
import { NetworkSunburst } from '../../network-chart';
import { SvnDevices } from './svn-devices';
import classes from './svn.module.css';

/**
 * Pro-Active Monitoring (spec 001 §2.7): a service's sunburst, the Service Name and Query of the
 * node clicked (the root until then) and the devices that query selects.
 */
export function ProActiveMonitoring() {
  const [service, setService] = useState<NetworkChartType>(SERVICE_OPTIONS[0]);
  const [picked, setPicked] = useState<SunburstNode>();
  // The same cached call the sunburst makes: its root is the node shown before any click.
  const chart = useNetworkChart(service);
  const node = picked ?? chart.data;
  const choose = (value: string | null) => {
    if (!value) return;
    setService(value as NetworkChartType);
    setPicked(undefined);
  };
  const onSelect = useCallback((n: SunburstNode) => setPicked(n), []);

  return (
    <div className={classes.split}>
      <div className={classes.chartSide}>
        <Select
          size="xs"
          label="Service"
          aria-label="Service"
          allowDeselect={false}
          data={[...SERVICE_OPTIONS]}
          value={service}
          onChange={choose}
          data-testid="svn-service-select"
        />
        <NetworkSunburst networkType={service} height={480} onSelect={onSelect} />
      </div>
      <div className={classes.gridSide}>
        <Group className={classes.nodeLine} gap="lg" wrap="nowrap" justify="space-between" data-testid="svn-node-line">
          <Group gap="lg" wrap="wrap" style={{ minWidth: 0 }}>
            <Text size="sm">
              <b>Service Name:</b> <span data-testid="svn-service-name">{node?.name ?? ''}</span>
            </Text>
            <Text size="sm" style={{ minWidth: 0 }}>
              <b>Query:</b>{' '}
              <span className={classes.query} data-testid="svn-query">
                {node?.query ?? ''}
              </span>
            </Text>
          </Group>
          <QueryHelpButton
            sections={['topology']}
            intro="The query selects the devices of the chosen node; the device attributes below are what it can use."
          />
        </Group>
        {node && <SvnDevices node={node} />}
      </div>
    </div>
  );
}
