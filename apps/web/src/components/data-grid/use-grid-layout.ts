import type { GridState } from 'ag-grid-community';
import { useCallback, useRef, useState } from 'react';
import { clearLayout, loadLayout, saveLayout, type GridLayout } from './grid-layout';

export interface Mount {
  /** React key of the AG Grid instance: a new key re-creates it (page size, reset). */
  key: number;
  state: GridLayout['state'];
}

export interface LiveLayout {
  search: string;
  lucene: string;
  mount: Mount;
}

/** The remembered layout of one grid: columns, filters, page, page size, search and Lucene text. */
export function useGridLayout(gridId: string, defaultPageSize: number) {
  const [initial] = useState(() => loadLayout(gridId));
  const saved = useRef<GridLayout>(initial);
  const [mount, setMountState] = useState<Mount>({ key: 0, state: initial.state });
  const [pageSize, setPageSize] = useState(initial.pageSize ?? defaultPageSize);
  const [search, setSearchState] = useState(initial.search ?? '');
  const [lucene, setLuceneState] = useState(initial.lucene ?? '');
  // The same values, current at once: a re-created grid asks for rows before React's effects run.
  const live = useRef<LiveLayout>({ search, lucene, mount });

  const setSearch = useCallback((text: string) => {
    live.current = { ...live.current, search: text };
    setSearchState(text);
  }, []);

  const setLucene = useCallback((text: string) => {
    live.current = { ...live.current, lucene: text };
    setLuceneState(text);
  }, []);

  const setMount = useCallback((state: GridLayout['state']) => {
    const next = { key: live.current.mount.key + 1, state };
    live.current = { ...live.current, mount: next };
    setMountState(next);
  }, []);

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
      setMount(state);
    },
    [remember, setMount],
  );

  /** Reset Settings: forget everything and start from the grid's defaults. */
  const reset = useCallback(() => {
    clearLayout(gridId);
    saved.current = {};
    setSearch('');
    setLucene('');
    setPageSize(defaultPageSize);
    setMount(undefined);
  }, [gridId, defaultPageSize, setSearch, setLucene, setMount]);

  return { mount, pageSize, search, setSearch, lucene, setLucene, live, remember, changePageSize, reset };
}
