/** Unit rules of spec 001 §2.4 / §9. */

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** Wattbox current and voltage arrive in tenths: shown divided by 10, with the unit. */
export function tenths(value: unknown, unit: string): string {
  const n = num(value);
  return n === undefined ? '' : `${(n / 10).toFixed(1)} ${unit}`;
}

/** Memory is shown in MB (bytes / 1024²), one decimal. */
export function toMb(bytes: unknown): string {
  const n = num(bytes);
  return n === undefined ? '' : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** The switch/AP card shows its PoE column only when the model name ends in POE (spec 000). */
export function showPoeColumn(model: unknown): boolean {
  return typeof model === 'string' && model.trim().toUpperCase().endsWith('POE');
}

/** A percent with one decimal, '' when unknown. */
export function percent(value: unknown): string {
  const n = num(value);
  return n === undefined ? '' : `${Math.round(n * 10) / 10} %`;
}

/** A value with its unit, '' when unknown. */
export function withUnit(value: unknown, unit: string): string {
  const n = num(value);
  return n === undefined ? '' : `${n} ${unit}`;
}
