import { useMemo, useState } from 'react';
import { useDeviceSeries } from '../api/get-device-series';
import { ALL_INTERFACES, interfaceOptions, trafficInterfaces } from '../logic/interface-options';

/** Only Throughput splits by interface; the other charts have one series a device can answer. */
const BY_INTERFACE = new Set(['throughput']);

/**
 * The Throughput chart's interface choice. A real device's traffic per interface is stored under
 * names the chart cannot guess (ifIn:<ifName>), so they come from the device's series list; until
 * it answers, or when it lists none (a simulated device), the chart draws the metric as it always did.
 */
export function useInterfaceChoice(deviceName: string, metric: string) {
  const offered = BY_INTERFACE.has(metric);
  const series = useDeviceSeries(deviceName, offered);
  const options = useMemo(() => (offered ? interfaceOptions(metric, trafficInterfaces(series.data ?? [])) : []), [offered, metric, series.data]);
  const [value, setValue] = useState(ALL_INTERFACES);
  const chosen = options.find((o) => o.value === value);
  return { options, value: chosen?.value ?? ALL_INTERFACES, setValue, names: chosen?.names ?? [metric] };
}
