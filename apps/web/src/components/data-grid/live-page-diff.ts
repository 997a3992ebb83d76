/** What the grid shows of the current page and the list it belongs to. */
export interface PageOnScreen<T> {
  /** The current page's rows by id, in the order shown. */
  shown: ReadonlyMap<string, T>;
  /** Ids of every row the grid has loaded of this list (any page). */
  seen: ReadonlySet<string>;
  /** The list's total when the grid last loaded it. */
  total: number;
  firstPage: boolean;
}

export interface PageDiff<T> {
  /** Rows on screen whose shown fields changed: updated in place. */
  changed: T[];
  /** New rows of the list: the 'N new - show' bar. */
  fresh: number;
  /** Rows left or moved with nothing new: the page reloads under the rows (no jump to count). */
  reordered: boolean;
}

/**
 * Compares a fresh read of the current page with what the grid shows. New rows are counted by the
 * total's growth and, on the first page, by rows never loaded that sort before a row still shown
 * (a row arriving at the page's tail from the next page is not new: it only moved up).
 */
export function diffPage<T>(
  screen: PageOnScreen<T>,
  answer: { data: readonly T[]; total: number },
  rowId: (row: T) => string,
  fields: readonly string[],
): PageDiff<T> {
  const ids = answer.data.map(rowId);
  const lastKept = ids.findLastIndex((id) => screen.shown.has(id));
  const jumpedIn = screen.firstPage ? ids.slice(0, lastKept + 1).filter((id) => !screen.shown.has(id) && !screen.seen.has(id)).length : 0;
  const fresh = Math.max(0, answer.total - screen.total, jumpedIn);
  const changed = answer.data.filter((row) => {
    const before = screen.shown.get(rowId(row));
    return before !== undefined && fields.some((f) => !sameValue(field(before, f), field(row, f)));
  });
  const shownIds = [...screen.shown.keys()];
  const reordered = fresh === 0 && (ids.length !== shownIds.length || ids.some((id, i) => id !== shownIds[i]));
  return { changed, fresh, reordered };
}

const field = (row: unknown, name: string): unknown => (row as Record<string, unknown>)[name];
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The bar's words: '3 new - show'. */
export const freshRowsText = (count: number) => `${count} new - show`;
