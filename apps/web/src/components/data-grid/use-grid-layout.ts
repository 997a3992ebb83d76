import type { GridState } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { clearLayout, loadLayout, saveLayout, type GridLayout } from './grid-layout';

interface Mount {
  /** React key of the AG Grid instance: a new key re-creates it (page size, reset). */
  key: number;
  state: GridLayout['state'];
}

/** The remembered layout of one grid: columns, filters, page, page size and search text. */
export function useGridLayout(gridId: string, defaultPageSize: number) {
  const [initial] = useState(() => loadLayout(gridId));
  const saved = useRef<GridLayout>(initial);
  const [mount, setMount] = useState<Mount>({ key: 0, state: initial.state });
  const [pageSize, setPageSize] = useState(initial.pageSize ?? defaultPageSize);
  const [search, setSearch] = useState(initial.search ?? '');

  const remember = useCallback(
    (patch: Partial<GridLayout>) => {
      saved.current = { ...saved.current, ...patch };
      saveLayout(gridId, saved.current);
    },
    [gridId],
  );

  /** A new page size re-creates the grid (its block size is the page size) on the first page. */
  const changePageSize = useCallback(
    (size: number, current: GridLayout['state'] | undefined) => {
      const state = { ...(current ?? saved.current.state), pagination: { page: 0, pageSize: size } } as GridState;
      remember({ state, pageSize: size });
      setPageSize(size);
      setMount((m) => ({ key: m.key + 1, state }));
    },
    [remember],
  );

  /** Reset Settings: forget everything and start from the grid's defaults. */
  const reset = useCallback(() => {
    clearLayout(gridId);
    saved.current = {};
    setSearch('');
    setPageSize(defaultPageSize);
    setMount((m) => ({ key: m.key + 1, state: undefined }));
  }, [gridId, defaultPageSize]);

  return { mount, pageSize, search, setSearch, remember, changePageSize, reset };
}
