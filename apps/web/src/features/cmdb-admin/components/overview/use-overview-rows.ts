import { GRID_PAGE_SIZES } from '@nms/contract';
import { useMemo, useState } from 'react';
import type { HierarchyLocationRow } from '../../api/get-locations-hierarchy';
import { pageOf, searchRows, sortRows, type SortSpec } from './expand-rows';
import { cellTextOf, locationColumns, sortValueOf } from './overview-columns';

export const LOCATION_COLUMNS = locationColumns<HierarchyLocationRow>();
export const OVERVIEW_PAGE_SIZE = 25;
export const OVERVIEW_PAGE_SIZES = GRID_PAGE_SIZES;
export const NAME_ASCENDING: SortSpec = { field: 'name', order: 'asc' };

/** Everything a location row reads on screen: what the search panel looks through. */
const searchText = (row: HierarchyLocationRow) => LOCATION_COLUMNS.map((c) => cellTextOf(c, row)).join('\n');

/**
 * The locations the grid shows: searched, sorted, then paged by location (an open location's
 * detail row is not a row of the page count, and stays on its location's page).
 */
export function useOverviewRows(data: readonly HierarchyLocationRow[] | undefined) {
  const [search, setSearchText] = useState('');
  const [sort, setSortSpec] = useState<SortSpec | undefined>(NAME_ASCENDING);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeValue] = useState(OVERVIEW_PAGE_SIZE);

  const matched = useMemo(() => sortRows(searchRows(data ?? [], search, searchText), sort, sortValueOf), [data, search, sort]);
  const shown = pageOf(matched, page, pageSize);

  return {
    search,
    matched,
    shown,
    pageSize,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    setSort: (s: SortSpec | undefined) => {
      setSortSpec(s);
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(0);
    },
  };
}
