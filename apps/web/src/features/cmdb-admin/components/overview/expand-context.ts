import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the cells of one expandable grid read: which records are open, how to open one, and what
 * a detail row draws. A context, not row data: AG Grid does not redraw a cell whose value did not
 * change, and renderers in AG Grid's portals still see the context of the grid that owns them.
 */
export interface ExpandState {
  expanded: ReadonlySet<string>;
  toggle: (key: string) => void;
  detail: (row: unknown) => ReactNode;
}

export const ExpandContext = createContext<ExpandState>({
  expanded: new Set(),
  toggle: () => undefined,
  detail: () => null,
});

export const useExpandState = () => useContext(ExpandContext);
