import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed, retryFailedChunks } from './lazy-named';

let mounts = 0;
function Hello({ who }: { who: string }) {
  useEffect(() => {
    mounts++;
  }, []);
  return <p>hello {who}</p>;
}

const deferred = () => {
  let resolve!: (m: unknown) => void;
  const promise = new Promise<unknown>((r) => (resolve = r));
  return { promise, resolve };
};

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{node}</Suspense>;

describe('lazyNamed', () => {
  afterEach(cleanup);

  it('draws at once, without the fallback, when its chunk was preloaded', async () => {
    const Lazy = lazyNamed(() => Promise.resolve({ Hello }), 'Hello');
    await Lazy.preload();
    render(inSuspense(<Lazy who="now" />));
    expect(screen.getByText('hello now')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('draws at once when another loader already has the module (peek)', () => {
    const Lazy = lazyNamed(
      () => new Promise<{ Hello: typeof Hello }>(() => undefined),
      'Hello',
      () => ({ Hello }),
    );
    render(inSuspense(<Lazy who="peeked" />));
    expect(screen.getByText('hello peeked')).toBeTruthy();
  });

  it('suspends while the chunk loads and keeps the same instance once it arrives', async () => {
    const chunk = deferred();
    const Lazy = lazyNamed(() => chunk.promise as Promise<{ Hello: typeof Hello }>, 'Hello');
    mounts = 0;
    const { rerender } = render(inSuspense(<Lazy who="later" />));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => chunk.resolve({ Hello }));
    expect(await screen.findByText('hello later')).toBeTruthy();
    rerender(inSuspense(<Lazy who="again" />));
    expect(screen.getByText('hello again')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('loads again after a failed chunk', async () => {
    let calls = 0;
    const Lazy = lazyNamed(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Hello })), 'Hello');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
    expect(calls).toBe(2);
  });

  it('renders after a failed chunk once retried and mounted again (React.lazy alone keeps the failure)', async () => {
    let offline = true;
    const Lazy = lazyNamed(() => (offline ? Promise.reject(new Error('offline')) : Promise.resolve({ Hello })), 'Hello');
    const { rerender } = render(<Catch key="first">{inSuspense(<Lazy who="retried" />)}</Catch>);
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    offline = false;
    retryFailedChunks();
    rerender(<Catch key="retry">{inSuspense(<Lazy who="retried" />)}</Catch>);
    expect(await screen.findByText('hello retried')).toBeTruthy();
  });
});

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}
