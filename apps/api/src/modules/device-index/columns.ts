/*
 * The device index's columns, one per indexed field, slot-addressed like the rows of a column
 * store. Text is dictionary-encoded (a code per slot, 0 = NULL) in the narrowest typed array
 * its dictionary fits; numbers are float64 with NaN for NULL; booleans 0 NULL / 1 false / 2 true.
 */

/** Dictionaries past this size stop indexing their field: such fields are unique-ish, and SQL serves them. */
export const MAX_DICTIONARY = 65_535;

export class TextColumn {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  codes: Uint8Array | Uint16Array | Uint32Array;
  overflowed = false;

  constructor(capacity: number) {
    this.codes = new Uint8Array(capacity);
  }

  /** The code of a value (0 for NULL), or undefined when it was never seen. */
  codeOf(value: string): number | undefined {
    return this.ids.get(value);
  }

  write(slot: number, value: unknown): void {
    if (this.overflowed) return;
    // intern() may widen the array: take the code before indexing into it.
    const code = value === null || value === undefined ? 0 : this.intern(String(value));
    if (!this.overflowed) this.codes[slot] = code;
  }

  valueAt(slot: number): string | null {
    const code = this.codes[slot];
    return code === 0 ? null : this.values[code - 1];
  }

  grow(capacity: number): void {
    this.codes = widen(this.codes, capacity, this.values.length);
  }

  private intern(value: string): number {
    let code = this.ids.get(value);
    if (code !== undefined) return code;
    if (this.values.length >= MAX_DICTIONARY) {
      this.overflowed = true;
      this.codes = new Uint8Array(0);
      return 0;
    }
    this.values.push(value);
    code = this.values.length;
    this.ids.set(value, code);
    if (code > 0xff && this.codes instanceof Uint8Array) this.codes = widen(this.codes, this.codes.length, code);
    return code;
  }
}

function widen(codes: Uint8Array | Uint16Array | Uint32Array, capacity: number, maxCode: number) {
  const next = maxCode > 0xffff ? new Uint32Array(capacity) : maxCode > 0xff ? new Uint16Array(capacity) : new Uint8Array(capacity);
  next.set(codes.subarray(0, Math.min(codes.length, capacity)));
  return next;
}

export class NumberColumn {
  values: Float64Array;

  constructor(capacity: number) {
    this.values = new Float64Array(capacity).fill(Number.NaN);
  }

  write(slot: number, value: unknown): void {
    this.values[slot] = value === null || value === undefined ? Number.NaN : Number(value);
  }

  grow(capacity: number): void {
    const next = new Float64Array(capacity).fill(Number.NaN);
    next.set(this.values);
    this.values = next;
  }
}

export class BoolColumn {
  values: Uint8Array;

  constructor(capacity: number) {
    this.values = new Uint8Array(capacity);
  }

  write(slot: number, value: unknown): void {
    this.values[slot] = value === null || value === undefined ? 0 : value ? 2 : 1;
  }

  grow(capacity: number): void {
    const next = new Uint8Array(capacity);
    next.set(this.values);
    this.values = next;
  }
}

/** A text array (memberOf): the codes of its elements per slot; null for a NULL array. */
export class TextArrayColumn {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  rows: Array<number[] | null> = [];

  codeOf(value: string): number | undefined {
    return this.ids.get(value);
  }

  write(slot: number, value: unknown): void {
    this.rows[slot] = Array.isArray(value) ? value.map((v) => this.intern(String(v))) : null;
  }

  grow(): void {}

  private intern(value: string): number {
    let code = this.ids.get(value);
    if (code === undefined) {
      this.values.push(value);
      code = this.values.length;
      this.ids.set(value, code);
    }
    return code;
  }
}

export type Column = TextColumn | NumberColumn | BoolColumn | TextArrayColumn;
