import { useCallback } from 'react';
import type { WriteMode } from './search-writer';
import { useUrlParam } from './use-url-param';

/**
 * One of a few choices (a tab) kept in the address under `name`: the address's value when it is
 * one of `choices`, else `fallback`. The fallback is left out of the address (a bare link opens it).
 */
export function useUrlChoice<T extends string>(name: string, choices: readonly T[], fallback: T): [T, (value: T, mode?: WriteMode) => void] {
  const [raw, setRaw] = useUrlParam(name);
  const value = choices.find((c) => c === raw) ?? fallback;
  const set = useCallback((next: T, mode?: WriteMode) => setRaw(next === fallback ? undefined : next, mode), [setRaw, fallback]);
  return [value, set];
}
