import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * A union of string literals from a constant list. `Type.Union(list.map(Type.Literal))` validates
 * the same, but its static type collapses to `never`, so handlers lose the value's type.
 */
export const literalUnion = <const T extends readonly string[]>(values: T, options?: TSchemaOptions): TUnion<Literals<T>> =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as Literals<T>, options) as TUnion<Literals<T>>;
