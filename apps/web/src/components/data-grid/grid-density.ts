import { useSessionUser } from '../../lib/auth/session';
import { userPreference } from '../../lib/user-preference';

/** How tightly the grids draw their rows (issue 21 item 5): comfortable is the spec's look, compact fits more rows. */
export type GridDensity = 'comfortable' | 'compact';

/** Comfortable unless the user chose compact in this browser (per user, like the Live toggle). */
const density = userPreference<GridDensity>({
  prefix: 'nms.grid.density.',
  fallback: 'comfortable',
  parse: (s) => (s === 'compact' ? 'compact' : 'comfortable'),
  serialize: (d) => (d === 'compact' ? d : null),
});

export const densityKey = density.key;
export const readDensity = density.read;
export const writeDensity = density.write;

/**
 * The signed-in user's grid density and its setter. Every grid follows it at once: the shell puts
 * it on the grid's box as `data-density`, which switches the CSS variables the AG Grid theme
 * reads its row height, header height and spacing from (ag-setup.ts, grid-density.css).
 */
export function useGridDensity(): [GridDensity, (density: GridDensity) => void] {
  return density.use(useSessionUser()?.userName);
}

/** Row heights of each density (px): ag-setup.ts's default and grid-density.css's compact value. */
const ROW_HEIGHT: Record<GridDensity, number> = { comfortable: 36, compact: 26 };

/**
 * The page size a grid at its default shows in a density: comfortable keeps the screen's default;
 * compact takes the offered size nearest (by ratio) to the number of compact rows that fill the
 * height the default's comfortable rows take: Manage Devices 25 instead of 15 (21 rows fill it),
 * so compact rows do not leave the grid half empty; a 25-row default stays 25 (35 fill it: 25 is
 * nearer than 50).
 * The address still names any size but the screen's default, so a link shows the same rows to
 * a user of the other density.
 */
export function densityPageSize(density: GridDensity, defaultPageSize: number, pageSizes: readonly number[]): number {
  if (density === 'comfortable') return defaultPageSize;
  const rows = Math.ceil((defaultPageSize * ROW_HEIGHT.comfortable) / ROW_HEIGHT.compact);
  const distance = (size: number) => Math.abs(Math.log(size / rows));
  return pageSizes.reduce((best, size) => (distance(size) < distance(best) ? size : best), defaultPageSize);
}
