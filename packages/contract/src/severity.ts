/** Severity and device-state codes of spec 000 §4 and 001 §4. */
export const SEVERITY = { critical: 1, major: 2, minor: 3, unknown: 4, normal: 5 } as const;

export const SEVERITY_LABEL: Readonly<Record<number, string>> = {
  1: 'Critical',
  2: 'Major',
  3: 'Minor',
  4: 'Unknown',
  5: 'Normal',
};

export type SeverityName = keyof typeof SEVERITY;
export const SEVERITY_NAMES = Object.keys(SEVERITY) as SeverityName[];
