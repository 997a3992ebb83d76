import { lazy, useState, type ComponentType } from 'react';

let generation = 0;

/** Lets every lazy component whose chunk failed load it again when next rendered (a Retry). */
export function retryFailedChunks(): void {
  generation++;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export that draws at once when its chunk is already here. React.lazy
 * always suspends on its first render, even for a chunk loaded long before, and React 19 then
 * holds the revealed content back up to 300 ms (its fallback throttle): a preloaded page or tab
 * appeared ~300 ms late per lazy level (issue 19, time to first rows). `preload()` starts the load
 * early; `peek` can tell about a load someone else started (the boot's route preload).
 * An instance decides once, when it mounts, so a chunk arriving later never swaps its subtree.
 */
export function lazyNamed<M, K extends keyof M & string, P extends object = PropsOf<M[K]> & object>(
  load: () => Promise<M>,
  name: K,
  peek?: () => M | undefined,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const pick = (m: M) => (loaded = m[name] as ComponentType<P>);
  const fresh = () => lazy(() => preload().then((Component) => ({ default: Component })));
  // React.lazy keeps a failure for good. A new one is made only after retryFailedChunks(): made at
  // once, React's own re-render after the error would load again and again, never showing it.
  let failedAt: number | undefined;
  const preload = () => {
    loading ??= load().then(pick, (e: unknown) => {
      loading = undefined; // a failed chunk may be fetched again on the next visit
      failedAt = generation;
      throw e;
    });
    return loading;
  };
  let Lazy = fresh();
  const ready = () => {
    const peeked = loaded ? undefined : peek?.();
    return loaded ?? (peeked ? pick(peeked) : undefined);
  };

  function LazyNamed(props: P) {
    const [Ready] = useState(ready);
    if (Ready) return <Ready {...props} />;
    if (failedAt !== undefined && generation > failedAt) {
      failedAt = undefined;
      Lazy = fresh();
    }
    return <Lazy {...props} />;
  }
  return Object.assign(LazyNamed, { preload });
}
