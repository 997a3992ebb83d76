import { useCallback, useId } from 'react';
import { useLocation } from 'react-router';
import { useSearchWriter, type WriteMode } from './search-writer';
import { useUrlScope } from './url-scope';

/**
 * One value of the view kept in the address under the scope's prefix (a tab, a device, a chart's
 * window, the map's bounds): `undefined` when the address has none, or when the scope is off.
 * Setting `undefined` removes it. Back and Forward change it like any other address change.
 */
export function useUrlParam(name: string): [string | undefined, (value: string | undefined, mode?: WriteMode) => void] {
  const { prefix, off } = useUrlScope();
  const { search } = useLocation();
  const write = useSearchWriter();
  const id = useId();
  const value = off ? undefined : (new URLSearchParams(search).get(prefix + name) ?? undefined);
  const set = useCallback(
    (next: string | undefined, mode: WriteMode = 'push') => {
      if (off) return;
      write({ id, prefix, owns: (n) => n === name, values: next === undefined || next === '' ? {} : { [name]: next } }, mode);
    },
    [off, write, id, prefix, name],
  );
  return [value, set];
}
