/** The value display mapping of spec 000 §4 / 001 §4. */
export const UNAVAILABLE = 'Unavailable';

const WORDS: Readonly<Record<string, string>> = {
  true: 'Yes',
  false: 'No',
  unknown: 'Unknown',
  up: 'Up',
  down: 'Down',
  NotApplicable: 'Not Applicable',
  '{ip}': 'DHCP',
};

const UNAVAILABLE_WORDS = new Set(['', 'null', 'notset', '_e']);

export function displayValue(value: unknown): string {
  if (value === undefined || value === null || Array.isArray(value)) return UNAVAILABLE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return UNAVAILABLE;
  const text = String(value).trim();
  if (UNAVAILABLE_WORDS.has(text)) return UNAVAILABLE;
  return WORDS[text] ?? text;
}

/** True for the device names the spec treats as missing (row menus disabled). */
export function isMissingName(value: unknown): boolean {
  return value === undefined || value === null || ['', '_e', 'notset'].includes(String(value).trim());
}
