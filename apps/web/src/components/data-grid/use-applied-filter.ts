import type { FilterModel, GridState } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { filterModelToLucene, type ColumnFilter } from './lucene';
import type { ColumnKind } from './types';

const compiled = (model: unknown, kinds: ReadonlyMap<string, ColumnKind>) => filterModelToLucene(model as Record<string, ColumnFilter> | null, kinds);

/**
 * "Filter row applied on click" (spec 001 §2.2): AG Grid applies filter-row edits at once; the
 * grid runs the filter model last applied instead, until `apply`. While an edit waits, the server
 * row source redraws the page it holds (use-server-rows).
 */
export function useAppliedFilter(enabled: boolean, kinds: ReadonlyMap<string, ColumnKind>) {
  // Keyed by the grid's mount (a reset or a new page size starts from the remembered state).
  const applied = useRef(new WeakMap<object, FilterModel | null>());
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
    setPending(false);
  }, []);

  /** After a filter edit: is the grid's model different from the one running? */
  const edited = useCallback(
    (mount: object, gridModel: unknown) => setPending(compiled(gridModel, kinds) !== compiled(applied.current.get(mount) ?? null, kinds)),
    [kinds],
  );

  /** Is the grid's model another filter than the one running (false for the grid restoring its own)? */
  const differs = useCallback(
    (mount: { state?: Pick<GridState, 'filter'> }, gridModel: unknown) => compiled(gridModel, kinds) !== compiled(modelFor(mount, gridModel), kinds),
    [kinds, modelFor],
  );

  return { pending, modelFor, setApplied, edited, differs };
}
