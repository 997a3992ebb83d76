import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a part of a screen keeps its view in the address: the prefix of its parameters, or off.
 * A screen with one grid needs nothing (no prefix); a screen with several names each one
 * (`ev.` → `?ev.q=...&ev.page=2`), card tabs name each panel by its tab, and popups are off
 * (a popup is a passing look, not the view).
 */
export interface UrlScopeValue {
  prefix: string;
  off: boolean;
}

const UrlScopeContext = createContext<UrlScopeValue>({ prefix: '', off: false });

/** Nested scopes add up: `<UrlScope prefix="events">` inside `<UrlScope prefix="tab">` gives `tab.events.`. */
export function UrlScope({ prefix, off = false, children }: { prefix?: string; off?: boolean; children: ReactNode }) {
  const outer = useContext(UrlScopeContext);
  const value = { prefix: prefix ? `${outer.prefix}${prefix}.` : outer.prefix, off: outer.off || off };
  return <UrlScopeContext.Provider value={value}>{children}</UrlScopeContext.Provider>;
}

export const useUrlScope = (): UrlScopeValue => useContext(UrlScopeContext);
