import { useEffect, useRef } from 'react';
import { densityPageSize, type GridDensity } from './grid-density';

interface Sizes {
  pageSize: number;
  defaultPageSize: number;
  pageSizes: readonly number[];
}

/**
 * A density switch while the grid is on screen: a grid at the old density's page size moves to
 * the new density's (compact rows fill the height, comfortable ones come back to the screen's
 * default); a size the user picked otherwise stays.
 */
export function useDensityPageSize(density: GridDensity, sizes: Sizes, changePageSize: (size: number) => void): void {
  const before = useRef(density);
  const latest = useRef({ sizes, changePageSize });
  useEffect(() => {
    latest.current = { sizes, changePageSize };
  });
  useEffect(() => {
    const was = before.current;
    before.current = density;
    if (was === density) return;
    const { sizes: s, changePageSize: change } = latest.current;
    const next = densityPageSize(density, s.defaultPageSize, s.pageSizes);
    if (s.pageSize === densityPageSize(was, s.defaultPageSize, s.pageSizes) && next !== s.pageSize) change(next);
  }, [density]);
}
