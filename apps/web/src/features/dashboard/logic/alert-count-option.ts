import type { AlertCountBucket, AlertCountInterval } from '@nms/contract';
import type { EChartsCoreOption } from 'echarts/core';

const pad = (v: number) => String(v).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A bucket's axis label: hours in local time ('HH:00'), days and months by their UTC date (the
 * buckets start at UTC midnight, which is the evening before in the Americas).
 */
export function bucketLabel(keyAsString: string, interval: AlertCountInterval): string {
  const d = new Date(keyAsString);
  if (Number.isNaN(d.getTime())) return keyAsString;
  if (interval === '1h') return `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:00`;
  if (interval === '1d') return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Event Stats: one bar per bucket of the window (empty buckets included, as the API answers them). */
export function alertCountOption(buckets: readonly AlertCountBucket[], interval: AlertCountInterval, barColor: string): EChartsCoreOption {
  return {
    grid: { left: 8, right: 12, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => bucketLabel(b.key_as_string, interval)),
      axisLabel: { hideOverlap: true, fontSize: 10 },
    },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { opacity: 0.4 } } },
    series: [{ type: 'bar', name: 'Alerts', data: buckets.map((b) => b.doc_count), itemStyle: { color: barColor }, barMaxWidth: 28 }],
  };
}
