/** One choice of the Throughput chart's Interface select and the series it draws. */
export interface InterfaceOption {
  value: string;
  label: string;
  /** The filter_expression names the chart asks for. */
  names: readonly string[];
}

export const ALL_INTERFACES = 'all';

/** Interface values carry a prefix so that no interface name can collide with ALL_INTERFACES. */
const valueOf = (ifName: string) => `if:${ifName}`;

// Numeric runs compare as numbers (eth2 before eth10); the plain comparison after it keeps the
// order stable for names the collator counts equal (Eth0, eth0).
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** The interfaces a device has traffic series of (ifIn:X or ifOut:X), once each, in natural order. */
export function trafficInterfaces(series: readonly { name: string }[]): string[] {
  const names = new Set<string>();
  for (const { name } of series) {
    const m = /^if(?:In|Out):(.+)$/.exec(name);
    if (m) names.add(m[1]);
  }
  return [...names].sort(naturalCompare);
}

/**
 * "All interfaces" (the metric's own series, as the chart drew before interfaces were known) and
 * one option per interface; none at all when the device has no interface series (a simulated
 * device), so the chart shows no select.
 */
export function interfaceOptions(metric: string, interfaces: readonly string[]): InterfaceOption[] {
  if (interfaces.length === 0) return [];
  return [
    { value: ALL_INTERFACES, label: 'All interfaces', names: [metric] },
    ...interfaces.map((i) => ({ value: valueOf(i), label: i, names: [`ifIn:${i}`, `ifOut:${i}`] })),
  ];
}
