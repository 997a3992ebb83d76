import type { GridApi, RowSelectedEvent } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Deselections the grid makes on its own (rows reloaded, grid rebuilt): not the user's choice. */
const GRID_SOURCES = new Set(['rowDataChanged', 'gridInitializing', 'selectableChanged', 'rowGroupChanged']);

/**
 * The selected rows by id, with their data. The infinite row model drops pages it no longer
 * caches (and their selection with them); this store keeps the user's choice across pages and
 * re-selects rows when their page loads again.
 */
export function useRowSelection<T>(rowId: ((row: T) => string) | undefined, onChange?: (rows: T[]) => void) {
  const store = useRef(new Map<string, T>());
  const restoring = useRef(false);
  const [count, setCount] = useState(0);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  const publish = useCallback(() => {
    setCount(store.current.size);
    changed.current?.([...store.current.values()]);
  }, []);

  const onRowSelected = useCallback(
    (e: RowSelectedEvent<T>) => {
      if (restoring.current || !e.data || !rowId) return;
      const id = rowId(e.data);
      if (e.node.isSelected()) store.current.set(id, e.data);
      else if (!GRID_SOURCES.has(e.source)) store.current.delete(id);
      else return;
      publish();
    },
    [rowId, publish],
  );

  /** After rows load: select those the user chose before, and keep their freshest data. */
  const restore = useCallback(
    (api: GridApi<T>) => {
      if (!rowId || store.current.size === 0) return;
      restoring.current = true;
      let fresh = false;
      api.forEachNode((n) => {
        if (!n.data) return;
        const id = rowId(n.data);
        if (!store.current.has(id)) return;
        if (store.current.get(id) !== n.data) {
          store.current.set(id, n.data);
          fresh = true;
        }
        if (!n.isSelected()) n.setSelected(true);
      });
      restoring.current = false;
      if (fresh) publish();
    },
    [rowId, publish],
  );

  const clear = useCallback(
    (api: GridApi<T> | null) => {
      store.current.clear();
      restoring.current = true;
      api?.deselectAll();
      restoring.current = false;
      publish();
    },
    [publish],
  );

  return { count, onRowSelected, restore, clear };
}
