import { useCallback, useMemo, useState } from 'react';
import classes from './fullscreen.module.css';

export interface Fullscreen {
  full: boolean;
  toggle: () => void;
  /**
   * Spread on the element that goes over the whole window. `data-fullscreen` is what screens'
   * own CSS (and the tests) key off; the class does the covering.
   */
  frameProps: (className?: string, surface?: FrameSurface) => { className: string | undefined; 'data-fullscreen': true | undefined };
}

/** `page` (default): a bare element, painted with the page background when full; `card`: a Mantine Card, which keeps its own. */
export type FrameSurface = 'page' | 'card';

/**
 * The one full-screen state every card, page and grid toolbar uses (spec 002 §4): in-page, not the
 * browser's Fullscreen API, so menus, popups and notifications keep working over it.
 */
export function useFullscreen(): Fullscreen {
  const [full, setFull] = useState(false);
  const toggle = useCallback(() => setFull((f) => !f), []);
  return useMemo(
    () => ({
      full,
      toggle,
      frameProps: (className?: string, surface: FrameSurface = 'page') => ({
        className: [className, full && classes.full, full && surface === 'page' && classes.page].filter(Boolean).join(' ') || undefined,
        'data-fullscreen': full || undefined,
      }),
    }),
    [full, toggle],
  );
}
