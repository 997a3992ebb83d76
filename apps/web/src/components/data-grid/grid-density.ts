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
