import type { FilterChangedEvent, FilterModel, GridApi, GridState } from 'ag-grid-community';
import { useCallback, type MutableRefObject } from 'react';
import { pickState } from './grid-layout';
import type { ColumnKind } from './types';
import { useAppliedFilter } from './use-applied-filter';
import type { useGridLayout } from './use-grid-layout';

type Layout = ReturnType<typeof useGridLayout>;

/**
 * The filter row and its buttons: Apply Filter (spec 001 §2.2, when edits wait for it), Clear
 * Filters, and the state the layout remembers (the filter that runs rather than the one typed).
 */
export function useFilterApply<T>(
  apiRef: MutableRefObject<GridApi<T> | null>,
  layout: Layout,
  opts: { applyOnClick: boolean; kinds: ReadonlyMap<string, ColumnKind>; reload: () => void },
) {
  const { applyOnClick, kinds, reload } = opts;
  const filter = useAppliedFilter(applyOnClick, kinds);
  const { modelFor, setApplied, edited } = filter;
  const { live, remember, setSearch, setLucene } = layout;

  const keptState = useCallback(
    (state: GridState) => {
      const picked = pickState(state);
      if (!applyOnClick || !picked) return picked;
      const running = modelFor(live.current.mount, null) as FilterModel | null;
      return { ...picked, filter: running ? { filterModel: running } : undefined };
    },
    [applyOnClick, modelFor, live],
  );

  const apply = useCallback(() => {
    // The filter row hands a typed value to AG Grid on a 0 ms timer (see applyOnClick): apply
    // after that timer, so a click right after typing runs what the boxes show.
    window.setTimeout(() => {
      const a = apiRef.current;
      if (!a) return;
      setApplied(live.current.mount, a.getFilterModel());
      // Remembered with the first page, where the reload goes: one step in the history.
      const state = keptState(a.getState());
      remember({ state: state && { ...state, pagination: { page: 0, pageSize: a.paginationGetPageSize() } } });
      reload();
    }, 0);
  }, [apiRef, setApplied, live, remember, keptState, reload]);

  const clear = () => {
    apiRef.current?.setFilterModel(null);
    setApplied(live.current.mount, null);
    setSearch('');
    setLucene('');
    reload();
  };

  const onFilterChanged = (e: FilterChangedEvent<T>) => {
    if (!applyOnClick) return;
    // Filter-row edits wait for Apply Filter; the header filter's popup and API calls apply at once.
    if (e.afterFloatingFilter) edited(live.current.mount, e.api.getFilterModel());
    // The grid starting with its remembered filter (a link's page 3) is no new filter: no first page.
    else if (filter.differs(live.current.mount, e.api.getFilterModel())) apply();
  };

  return { pending: filter.pending, modelFor, keptState, apply, clear, onFilterChanged };
}
