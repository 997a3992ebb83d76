import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** How a view change enters the history: a deliberate one is a step Back returns to; a noisy one (panning) replaces. */
export type WriteMode = 'push' | 'replace';

/** Marks history entries the view writers made: a location without it came from elsewhere (a link, Back). */
export const VIEW_WRITE = 'nms.view-write';

/** One part of the address: its parameters under `prefix` (a bare prefix owns every unprefixed name it lists). */
export interface SearchPatch {
  /** Names the writer: its later patch of the same moment replaces its earlier one. */
  id: string;
  prefix: string;
  /** The names this part owns (without prefix): any of them not in `values` is removed. */
  owns: (name: string) => boolean;
  values: Record<string, string>;
}

interface Pending {
  patches: Map<string, SearchPatch>;
  push: boolean;
  navigate: NavigateFunction;
}

let pending: Pending | undefined;

/** `search` with `patch` applied: the part's old names removed, its values set (in a stable order). */
export function applyPatch(search: string, patch: SearchPatch): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (name.startsWith(patch.prefix) && patch.owns(name.slice(patch.prefix.length))) params.delete(name);
  }
  for (const [name, value] of Object.entries(patch.values)) params.set(patch.prefix + name, value);
  const text = [...params].map(([k, v]) => `${readable(k)}=${readable(v)}`).join('&');
  return text ? `?${text}` : '';
}

/** Percent-encoding that leaves `:`, `,`, `/` and `@` as they are: `sort=name:asc&hide=model,vendor` reads as written. */
const readable = (text: string) => encodeURIComponent(text).replace(/%(3A|2C|2F|40)/gi, (m) => decodeURIComponent(m));

function flush() {
  const p = pending;
  pending = undefined;
  if (!p) return;
  let search = window.location.search;
  for (const patch of p.patches.values()) search = applyPatch(search, patch);
  if (search === window.location.search) return;
  void p.navigate({ pathname: window.location.pathname, search, hash: window.location.hash }, { replace: !p.push, state: { [VIEW_WRITE]: true } });
}

/**
 * Writes parts of the view into the address. Writes of one moment (a new query resets the page
 * too; two grids of a screen start) are merged into one history step, after the navigation
 * before them has landed, so none of them is lost.
 */
export function useSearchWriter() {
  const navigate = useNavigate();
  return useCallback(
    (patch: SearchPatch, mode: WriteMode) => {
      if (!pending) {
        pending = { patches: new Map(), push: false, navigate };
        window.setTimeout(flush, 0);
      }
      pending.patches.set(patch.id, patch);
      pending.push ||= mode === 'push';
      pending.navigate = navigate;
    },
    [navigate],
  );
}
