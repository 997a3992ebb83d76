import { ADDITIONAL_DETAIL_LABELS } from '@nms/contract';
import { displayValue } from '../../../components/formatters/display-value';
import { formatDate } from '../../../components/formatters/format-date';

/** Keys holding epoch milliseconds (DiscoveredFirstAt, PamSuspendStartDate, ...). */
const isDateKey = (key: string) => /(At|Date)$/.test(key);

/** Name/value rows of the Additional Device Details table: spec labels where named, values mapped (spec 000 §4). */
export function additionalDetailRows(data: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return Object.entries(data).map(([key, v]) => ({
    key,
    label: ADDITIONAL_DETAIL_LABELS[key] ?? key,
    value: isDateKey(key) ? formatDate(v, 'Never') : Array.isArray(v) ? (v.length ? v.join(', ') : displayValue(null)) : displayValue(v),
  }));
}
