import { USER_COUNT_TICK_INTERVAL, type PerformancePoint } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';

/** date_string is 'YYYY-MM-DD HH:mm:ss' in UTC (contract): epoch ms, or NaN when unreadable. */
export const pointTime = (p: PerformancePoint): number => Date.parse(`${p.date_string.replace(' ', 'T')}Z`);

interface AxisTip {
  value: [number, number];
}

/** The tooltip: Date/Time and Value of the point under the pointer. */
export function userCountTooltip(params: AxisTip | AxisTip[]): string {
  const p = Array.isArray(params) ? params[0] : params;
  if (!p) return '';
  return `Date/Time: ${formatDate(p.value[0])}<br/>Value: ${p.value[1]}`;
}

/**
 * The user counts graph of spec 001 §2.14: a spline (smoothed line) of value against date_string,
 * axes 'Date/Time' and 'User Counts', value ticks every 10, the x axis spanning the whole window.
 */
export function userCountOption(points: readonly PerformancePoint[], win: { start: number; end: number }) {
  return {
    grid: { left: 64, right: 24, top: 24, bottom: 56 },
    tooltip: { trigger: 'axis', formatter: userCountTooltip },
    xAxis: { type: 'time', name: 'Date/Time', nameLocation: 'middle', nameGap: 32, min: win.start, max: win.end },
    yAxis: { type: 'value', name: 'User Counts', nameLocation: 'middle', nameGap: 44, interval: USER_COUNT_TICK_INTERVAL, minInterval: 1 },
    series: [
      {
        name: 'User Counts',
        type: 'line',
        smooth: true,
        showSymbol: false,
        data: points.map((p) => [pointTime(p), p.value]).filter(([t]) => Number.isFinite(t)),
      },
    ],
  };
}
