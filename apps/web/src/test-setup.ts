import { vi } from 'vitest';

// jsdom lacks what Mantine reads on mount.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Test files share a worker's jsdom (vitest.config.ts, isolate: false): each starts from fresh
// modules (caches of roles, query clients) and an empty storage, as in a browser of its own.
vi.resetModules();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
