/** Page-size options of the console's grids (002 §9 "Grid page size 25. Page-size options ..."). */
export const GRID_PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
