import type { FilterModel, GridState } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { filterModelToLucene, type ColumnFilter } from './lucene';
import type { ColumnKind, PageAnswer } from './types';

/** Answers kept to redraw a page while filter-row edits wait to be applied. */
const KEPT_ANSWERS = 8;

const compiled = (model: unknown, kinds: ReadonlyMap<string, ColumnKind>) =>
  filterModelToLucene(model as Record<string, ColumnFilter> | null, kinds);

/**
 * "Filter row applied on click" (spec 001 §2.2): AG Grid applies filter-row edits at once; the
 * grid runs the filter model last applied instead, until `apply`. AG Grid still reloads on every
 * edit, so answers to unchanged requests are reused meanwhile rather than fetched again.
 */
export function useAppliedFilter(enabled: boolean, kinds: ReadonlyMap<string, ColumnKind>) {
  // Keyed by the grid's mount (a reset or a new page size starts from the remembered state).
  const applied = useRef(new WeakMap<object, FilterModel | null>());
  const answers = useRef(new Map<string, PageAnswer<unknown>>());
  const [pending, setPending] = useState(false);

  const modelFor = useCallback(
    (mount: { state?: Pick<GridState, 'filter'> }, gridModel: unknown): unknown => {
      if (!enabled) return gridModel;
      if (!applied.current.has(mount)) applied.current.set(mount, mount.state?.filter?.filterModel ?? null);
      return applied.current.get(mount) ?? null;
    },
    [enabled],
  );

  const setApplied = useCallback((mount: object, model: FilterModel | null) => {
    applied.current.set(mount, model);
    answers.current.clear();
    setPending(false);
  }, []);

  /** After a filter edit: is the grid's model different from the one running? */
  const edited = useCallback(
    (mount: object, gridModel: unknown) => setPending(compiled(gridModel, kinds) !== compiled(applied.current.get(mount) ?? null, kinds)),
    [kinds],
  );

  /** A kept answer for `key` when the reload only comes from an unapplied edit. */
  const reuse = useCallback(
    (key: string, gridModel: unknown, running: unknown): PageAnswer<unknown> | undefined =>
      enabled && compiled(gridModel, kinds) !== compiled(running, kinds) ? answers.current.get(key) : undefined,
    [enabled, kinds],
  );

  const keep = useCallback(
    (key: string, answer: PageAnswer<unknown>) => {
      if (!enabled) return;
      answers.current.set(key, answer);
      if (answers.current.size > KEPT_ANSWERS) answers.current.delete(answers.current.keys().next().value as string);
    },
    [enabled],
  );

  const forget = useCallback(() => answers.current.clear(), []);

  return { pending, modelFor, setApplied, edited, reuse, keep, forget };
}
