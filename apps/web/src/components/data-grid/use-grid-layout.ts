import type { GridState } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState } from 'react';
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

export interface LayoutHooks {
  /** The layout to start from, given the remembered one (the address's view wins over it). */
  load?: (stored: GridLayout) => GridLayout;
  /** Each change of the remembered layout (the address follows it). */
  onRemember?: (layout: GridLayout) => void;
}

/** How long the search panel waits for typing to stop before it runs. */
const SEARCH_DEBOUNCE_MS = 400;

/** The remembered layout of one grid: columns, filters, page, page size, search and Lucene text. */
export function useGridLayout(gridId: string, defaultPageSize: number, hooks: LayoutHooks = {}) {
  const [initial] = useState(() => (hooks.load ? hooks.load(loadLayout(gridId)) : loadLayout(gridId)));
  const saved = useRef<GridLayout>(initial);
  const onRemember = useRef(hooks.onRemember);
  useEffect(() => {
    onRemember.current = hooks.onRemember;
  });
  const [mount, setMountState] = useState<Mount>({ key: 0, state: initial.state });
  const [pageSize, setPageSize] = useState(initial.pageSize ?? defaultPageSize);
  const [search, setSearchState] = useState(initial.search ?? '');
  // The search text that runs: the typed one once typing pauses, a restored one at once.
  const [appliedSearch, setAppliedSearch] = useState(initial.search ?? '');
  const searchTimer = useRef<number>(undefined);
  const [lucene, setLuceneState] = useState(initial.lucene ?? '');
  // The same values, current at once: a re-created grid asks for rows before React's effects run.
  const live = useRef<LiveLayout>({ search, lucene, mount });
  /** The search and Lucene texts the grid runs (a change of them goes back to the first page). */
  const textsRan = useRef({ search: appliedSearch, lucene });

  const setSearch = useCallback((text: string) => {
    live.current = { ...live.current, search: text };
    setSearchState(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => setAppliedSearch(text), SEARCH_DEBOUNCE_MS);
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
      onRemember.current?.(saved.current);
    },
    [gridId],
  );

  /** New search or Lucene text: remembered with the first page, where the grid goes with it. */
  const rememberTexts = useCallback(
    (texts: { search: string; lucene: string }) => {
      textsRan.current = texts;
      const state = saved.current.state;
      remember({ ...texts, state: state ? { ...state, pagination: { page: 0, pageSize: state.pagination?.pageSize ?? pageSize } } : state });
    },
    [remember, pageSize],
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

  /** Shows the layout `next` makes of the remembered one (Back or Forward to another view): texts, page size and a re-created grid. */
  const restore = useCallback(
    (next: (saved: GridLayout) => GridLayout) => {
      const layout = next(saved.current);
      const texts = { search: layout.search ?? '', lucene: layout.lucene ?? '' };
      window.clearTimeout(searchTimer.current);
      live.current = { ...live.current, ...texts };
      textsRan.current = texts;
      setSearchState(texts.search);
      setAppliedSearch(texts.search);
      setLuceneState(texts.lucene);
      setPageSize(layout.pageSize ?? defaultPageSize);
      saved.current = layout;
      saveLayout(gridId, saved.current);
      setMount(layout.state);
    },
    [gridId, defaultPageSize, setMount],
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

  return {
    mount,
    pageSize,
    search,
    appliedSearch,
    setSearch,
    lucene,
    setLucene,
    live,
    textsRan,
    remember,
    rememberTexts,
    changePageSize,
    restore,
    reset,
  };
}
