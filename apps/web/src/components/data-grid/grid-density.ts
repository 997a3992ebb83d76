import { useCallback, useSyncExternalStore } from 'react';
import { useSessionUser } from '../../lib/auth/session';

/** How tightly the grids draw their rows (issue 21 item 5): comfortable is the spec's look, compact fits more rows. */
export type GridDensity = 'comfortable' | 'compact';

/** Per user, so a shared browser keeps each one's choice (like the Live toggle). */
export const densityKey = (userName: string) => `nms.grid.density.${userName}`;

/** The event this tab sends itself when it writes (the 'storage' event reaches only the other tabs). */
const CHANGED = 'nms-grid-density';

/** Comfortable unless the user chose compact in this browser: only a choice is stored, never the default. */
export function readDensity(userName: string | undefined): GridDensity {
  if (!userName) return 'comfortable';
  try {
    return window.localStorage.getItem(densityKey(userName)) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

export function writeDensity(userName: string, density: GridDensity): void {
  try {
    if (density === 'compact') window.localStorage.setItem(densityKey(userName), density);
    else window.localStorage.removeItem(densityKey(userName));
  } catch {
    // Storage refused (private mode quota): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The signed-in user's grid density and its setter. Every grid follows it at once: the shell puts
 * it on the grid's box as `data-density`, which switches the CSS variables the AG Grid theme
 * reads its row height, header height and spacing from (ag-setup.ts, grid-density.css).
 */
export function useGridDensity(): [GridDensity, (density: GridDensity) => void] {
  const userName = useSessionUser()?.userName;
  const density = useSyncExternalStore(subscribe, () => readDensity(userName));
  const set = useCallback((value: GridDensity) => userName && writeDensity(userName, value), [userName]);
  return [density, set];
}
