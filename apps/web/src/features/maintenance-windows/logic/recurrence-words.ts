import type { MaintenanceRecurrence } from '@nms/contract';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT = WEEKDAY_NAMES.map((d) => d.slice(0, 3));
/** Monday first, as operators read a week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** A recurrence as the list says it: 'Once', 'Daily', 'Weekly on Mon, Wed', 'Monthly on the first Tuesday'. */
export function recurrenceInWords(r: MaintenanceRecurrence, until?: string | null): string {
  const base = baseWords(r);
  return until && r.kind !== 'once' ? `${base}, until ${until}` : base;
}

function baseWords(r: MaintenanceRecurrence): string {
  switch (r.kind) {
    case 'once':
      return 'Once';
    case 'daily':
      return 'Daily';
    case 'weekly': {
      const days = new Set(r.weekdays ?? []);
      if (days.size === 7) return 'Weekly on every day';
      return `Weekly on ${WEEK_ORDER.filter((d) => days.has(d))
        .map((d) => SHORT[d])
        .join(', ')}`;
    }
    case 'monthly-day':
      return r.day === 31 ? 'Monthly on the last day' : `Monthly on the ${ordinal(r.day ?? 1)}`;
    case 'monthly-weekday':
      return `Monthly on the ${r.week ?? 'first'} ${WEEKDAY_NAMES[r.weekday ?? 0]}`;
  }
}

/** '1 h 30 min', '2 days 4 h', '45 min'. */
export function durationInWords(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [days ? `${days} day${days > 1 ? 's' : ''}` : '', hours ? `${hours} h` : '', mins ? `${mins} min` : ''].filter(Boolean);
  return parts.join(' ') || '0 min';
}
