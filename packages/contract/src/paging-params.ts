import { Type } from 'typebox';

/**
 * The one maximum of every `offset` parameter: rows to skip past it are refused (400) rather
 * than sent to the database, where a huge OFFSET is a full scan or, past the bigint range, an
 * error. Ten million is far beyond any page an operator pages to (the grids page by 25..100).
 */
export const MAX_OFFSET = 10_000_000;

/** `offset` of every paged list: rows to skip, 0..MAX_OFFSET. */
export const OffsetParam = (options: { description?: string; default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_OFFSET, ...options });
