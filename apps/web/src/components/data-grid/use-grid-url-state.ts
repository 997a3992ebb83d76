import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSearchWriter, useUrlScope, VIEW_WRITE } from '../../lib/url-state';
import type { GridLayout } from './grid-layout';
import { decodeView, defaultView, encodeView, ownsViewParam, withStoredLayout, type ViewContext } from './grid-url-view';
import { useGridLayout } from './use-grid-layout';

/**
 * The grids on screen, by scope and id, with the address entry they last drew under. A grid made
 * again while its predecessor is still there, under the same entry, is a new list (its screen
 * re-keyed it: another status, card or node): it starts on its first page, as it always has.
 */
const onScreen = new Map<string, { instance: string; entry: string }>();

const firstPage = (layout: GridLayout): GridLayout =>
  layout.state?.pagination ? { ...layout, state: { ...layout.state, pagination: { ...layout.state.pagination, page: 0 } } } : layout;

/** A remembered layout at the screen's default page size starts at the density's size instead (grid-density.ts). */
function atStartSize(stored: GridLayout, defaultPageSize: number, startPageSize: number): GridLayout {
  if ((stored.pageSize ?? defaultPageSize) !== defaultPageSize || startPageSize === defaultPageSize) return stored;
  return { ...stored, pageSize: startPageSize, state: { ...stored.state, pagination: { page: 0, pageSize: startPageSize } } };
}

const keyOf = (values: Record<string, string>) => JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));

/** Only the search panel's text differs: typing, which replaces the address instead of adding a step. */
function onlySearch(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((n) => n === 'search' || a[n] === b[n]);
}

/**
 * The grid's layout with its view in the address (issue 21, every view a link): the address wins
 * over local storage, which stays the fallback for a bare address; each deliberate change (query,
 * filter, sort, page, page size, columns) is a history step, and Back or Forward to another view
 * of the grid shows that view. Under a `UrlScope` that is off (popups), only local storage.
 */
export function useGridUrlLayout<T>(gridId: string, ctx: ViewContext<T>, startPageSize = ctx.defaultPageSize) {
  const { prefix, off } = useUrlScope();
  const location = useLocation();
  const navigation = useNavigationType();
  const write = useSearchWriter();
  const id = useId();
  const context = useRef(ctx);
  useEffect(() => {
    context.current = ctx;
  });
  /** What the address says of this grid now (encoded), as last written or read. */
  const shown = useRef<Record<string, string>>({});
  const started = useRef(false);

  const onRemember = useCallback(
    (layout: GridLayout) => {
      if (off) return;
      const values = encodeView(layout, context.current);
      const before = shown.current;
      // The grid's first report (its start, or a bare address filled from storage) replaces.
      const first = !started.current;
      started.current = true;
      if (keyOf(values) === keyOf(before)) return;
      shown.current = values;
      const mode = first || onlySearch(before, values) ? 'replace' : 'push';
      write({ id, prefix, owns: ownsViewParam, values }, mode);
    },
    [off, write, id, prefix],
  );

  const slot = `${prefix}|${gridId}`;
  const load = useCallback(
    (stored: GridLayout) => {
      const renewed = onScreen.get(slot)?.entry === location.key;
      const view = off ? undefined : decodeView(new URLSearchParams(location.search), prefix, ctx);
      shown.current = view ? encodeView(view, ctx) : {};
      const layout = view ? withStoredLayout(view, stored) : atStartSize(stored, ctx.defaultPageSize, startPageSize);
      return renewed ? firstPage(layout) : layout;
    },
    // Read once, when the grid starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const layout = useGridLayout(gridId, startPageSize, { load, onRemember });
  useEffect(() => {
    onScreen.set(slot, { instance: id, entry: location.key });
  }, [slot, id, location.key]);
  useEffect(
    () => () => {
      if (onScreen.get(slot)?.instance === id) onScreen.delete(slot);
    },
    [slot, id],
  );
  const { restore, remember } = layout;

  // An address this grid did not write (Back, Forward, a link or saved view to this screen).
  const written = !!(location.state as Record<string, unknown> | null)?.[VIEW_WRITE];
  const fromElsewhere = navigation === 'POP' || !written;
  // Before the browser draws: a frame with the new address over the old view's pager is a lie.
  useLayoutEffect(() => {
    if (off || !fromElsewhere) return;
    // An entry the views wrote says all of this grid's view: none of it is its defaults.
    const view = decodeView(new URLSearchParams(location.search), prefix, context.current) ?? (written ? defaultView(context.current) : undefined);
    if (!view) {
      // A bare address (the menu's link to this screen): the view stays, and the address says it again.
      shown.current = {};
      started.current = false;
      remember({});
      return;
    }
    const values = encodeView(view, context.current);
    if (keyOf(values) === keyOf(shown.current)) return;
    shown.current = values;
    restore((saved) => withStoredLayout(view, saved));
  }, [off, fromElsewhere, written, location.search, location.key, prefix, restore, remember]);

  return layout;
}
