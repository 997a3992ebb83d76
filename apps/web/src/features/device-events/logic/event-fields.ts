import { ALERT_FIELDS, type FieldType } from '@nms/contract';
import { displayValue } from '../../../components/formatters/display-value';
import { formatDate } from '../../../components/formatters/format-date';
import { formatDuration } from '../../../components/formatters/format-duration';
import { severityLabel } from '../../../components/formatters/severity';

const TYPES = new Map<string, FieldType>(ALERT_FIELDS.map((f) => [f.name, f.type]));
const DURATIONS = new Set(['duration', 'clearDuration']);

/** One field of an event as the details popup shows it: times as dates (0 = Never), codes as labels. */
export function eventFieldText(field: string, value: unknown): string {
  if (field === 'severity') return severityLabel(value);
  if (DURATIONS.has(field)) return formatDuration(value);
  if (TYPES.get(field) === 'epoch') return formatDate(value, 'Never');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : displayValue(null);
  return displayValue(value);
}

/** The event's fields in the contract's order, then any others the answer carries. */
export function eventFieldRows(event: Record<string, unknown>): { field: string; text: string }[] {
  const known = ALERT_FIELDS.map((f) => f.name).filter((f) => f in event);
  const extra = Object.keys(event).filter((f) => !TYPES.has(f));
  return [...known, ...extra].map((field) => ({ field, text: eventFieldText(field, event[field]) }));
}
