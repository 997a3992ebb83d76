/** Severity palette and labels of spec 000 §4 / 002 §2.9: 1 Critical ... 5 Normal. */
export type SeverityCode = 1 | 2 | 3 | 4 | 5;

export interface SeverityStyle {
  label: string;
  /** Mantine colour name (badges, charts). */
  color: string;
  /** Hex colour used for chart series and row tints. */
  hex: string;
}

export const SEVERITY_STYLES: Readonly<Record<SeverityCode, SeverityStyle>> = {
  1: { label: 'Critical', color: 'red', hex: '#e03131' },
  2: { label: 'Major', color: 'orange', hex: '#f76707' },
  3: { label: 'Minor', color: 'yellow', hex: '#f59f00' },
  4: { label: 'Unknown', color: 'teal', hex: '#0ca678' },
  5: { label: 'Normal', color: 'green', hex: '#2f9e44' },
};

export const SEVERITY_CODES: readonly SeverityCode[] = [1, 2, 3, 4, 5];

export function severityCode(value: unknown): SeverityCode | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? (n as SeverityCode) : undefined;
}

/** The label of a severity code; other values are shown raw (spec 000 §4). */
export function severityLabel(value: unknown): string {
  const code = severityCode(value);
  return code ? SEVERITY_STYLES[code].label : value === null || value === undefined ? '' : String(value);
}

/** Severity codes whose label matches a typed text (case-insensitive), for filters. */
export function severityCodesMatching(text: string, mode: 'contains' | 'startsWith' | 'endsWith' | 'equals'): SeverityCode[] {
  const t = text.trim().toLowerCase();
  return SEVERITY_CODES.filter((c) => {
    const label = SEVERITY_STYLES[c].label.toLowerCase();
    if (String(c) === t) return true;
    if (mode === 'equals') return label === t;
    if (mode === 'startsWith') return label.startsWith(t);
    if (mode === 'endsWith') return label.endsWith(t);
    return label.includes(t);
  });
}
