import type { LiveChange } from './live-change';
import { ReplayBuffer, type ReplayBufferOptions } from './replay-buffer';

type Log = { warn(obj: object, msg: string): void };

/**
 * The process's change feed (`app.live`): every record the listener receives, handed to the
 * subscribers (streams, caches, the device index) in arrival order and kept for replay. A
 * `resync` means records may have been lost (the listener reconnected): the replay buffer is
 * emptied, and whoever keeps state from the records must start again.
 */
export class LiveBus {
  private readonly listeners = new Set<(c: LiveChange) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly endListeners = new Set<() => void>();
  private readonly buffer: ReplayBuffer;

  constructor(
    private readonly log?: Log,
    buffer: ReplayBufferOptions = {},
  ) {
    this.buffer = new ReplayBuffer(buffer);
  }

  /** Called with every record from now on; returns the unsubscribe. */
  subscribe(listener: (c: LiveChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when records may have been lost (the listener's connection dropped and came back). */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Called when the process stops: its streams end before the HTTP server waits for its connections. */
  onEnd(listener: () => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** The process is stopping (SIGTERM): the open streams end now, so their tabs say Reconnecting at once. */
  end(): void {
    for (const listener of [...this.endListeners]) this.call(listener, undefined);
  }

  /** The records that arrived after `afterId`, or undefined when that id is not in the replay buffer. */
  recent(afterId: string): LiveChange[] | undefined {
    return this.buffer.recent(afterId);
  }

  /** The newest record's id: a stream's hello carries it, so a reopen resumes from the moment it opened. */
  latestId(): string | undefined {
    return this.buffer.latest();
  }

  publish(change: LiveChange): void {
    this.buffer.push(change);
    for (const listener of [...this.listeners]) this.call(listener, change);
  }

  resync(): void {
    this.buffer.clear();
    for (const listener of [...this.resyncListeners]) this.call(listener, undefined);
  }

  /** One failing subscriber must not keep the record from the others. */
  private call(listener: ((c: LiveChange) => void) | (() => void), change: LiveChange | undefined): void {
    try {
      (listener as (c: LiveChange | undefined) => void)(change);
    } catch (err) {
      this.log?.warn({ err }, 'live: a subscriber failed');
    }
  }
}
