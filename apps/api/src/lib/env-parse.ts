/** Environment values as the README documents them: on/off flags and non-negative integers. */
export const bool = (v: string | undefined, dflt: boolean): boolean =>
  v === undefined || v === '' ? dflt : !['0', 'false', 'off', 'no'].includes(v.toLowerCase());

export const int = (name: string, v: string | undefined, dflt: number): number => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${v}'`);
  return n;
};
