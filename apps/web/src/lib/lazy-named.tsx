import { lazy, useState, type ComponentType } from 'react';

type Module = Record<string, unknown>;

/**
 * React.lazy for a named export that draws at once when its chunk is already here. React.lazy
 * always suspends on its first render, even for a chunk loaded long before, and React 19 then
 * holds the revealed content back up to 300 ms (its fallback throttle): a preloaded page or tab
 * appeared ~300 ms late per lazy level (issue 19, time to first rows). `preload()` starts the load
 * early; `peek` can tell about a load someone else started (the boot's route preload).
 * An instance decides once, when it mounts, so a chunk arriving later never swaps its subtree.
 */
export function lazyNamed<P extends object>(load: () => Promise<unknown>, name: string, peek?: () => Module | undefined) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const pick = (m: unknown) => (loaded = (m as Module)[name] as ComponentType<P>);
  const preload = () => {
    loading ??= load().then(pick, (e: unknown) => {
      loading = undefined; // a failed chunk may be fetched again on the next visit
      throw e;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  const ready = () => loaded ?? (peek?.() ? pick(peek()) : undefined);

  function LazyNamed(props: P) {
    const [Ready] = useState(ready);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyNamed, { preload });
}
