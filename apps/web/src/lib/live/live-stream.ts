import type { LiveStreamBody } from '@nms/contract';
import { backoffDelay, sleep } from './backoff';
import { sseParser, type SseEvent } from './sse-parser';

/** What the stream is opened with (POST body of /live/stream). */
export type StreamBody = LiveStreamBody;

export interface LiveStreamOptions {
  url: string;
  /** The bearer (the signed-in user's ID token), read at each open. */
  token: () => Promise<string | undefined>;
  /** The views and the id to resume from, read at each open. */
  body: (lastEventId: string | undefined) => StreamBody;
  /** Every event but the pings; `sent` is the body the stream was opened with. */
  onEvent: (event: SseEvent, sent: StreamBody) => void;
  /** Connected (the server answered) or not (waiting to reopen). */
  onConnected: (connected: boolean, reason?: unknown) => void;
  fetch?: typeof fetch;
  delay?: (attempt: number) => number;
}

class StreamClosed extends Error {}

/** The server refused the stream (401 while a token renews, 400 for a view it cannot read). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`live stream answered ${status}`);
  }
}

/** After `reauth` the server ends the stream: the renewed token reopens it, or this wait ends. */
export const RENEW_WAIT_MS = 15_000;

/**
 * The tab's one stream: SSE over fetch (so it carries the bearer token), reopened after a drop
 * with backoff and the last event id, and on demand (the views or the token changed) at once.
 */
export class LiveStream {
  lastEventId: string | undefined;
  private running = false;
  private current: AbortController | undefined;
  private usedToken: string | undefined;
  private wake = new AbortController();
  private renewing = false;

  constructor(private readonly o: LiveStreamOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.running = false;
    this.current?.abort();
    this.wake.abort();
  }

  /** Opens a new stream now (not a drop: no backoff, no 'Reconnecting'). */
  reopen(): void {
    this.current?.abort();
    this.wake.abort();
  }

  /** The token was renewed: reopens when the stream's is not the current one; true when it did. */
  async renewed(): Promise<boolean> {
    const token = await this.o.token();
    if (!this.running || !token || token === this.usedToken) return false;
    this.reopen();
    return true;
  }

  /** The server said `reauth` and will end the stream: that end is not a drop; the renewed token reopens it. */
  expectRenewal(): void {
    this.renewing = true;
  }

  private async loop(): Promise<void> {
    let attempt = 0;
    while (this.running) {
      const ctrl = new AbortController();
      this.current = ctrl;
      this.wake = new AbortController();
      try {
        await this.open(ctrl.signal, () => {
          attempt = 0;
          this.o.onConnected(true);
        });
        // The server ended the stream (a restart, a proxy's timeout): a drop like any other.
        throw new StreamClosed('the stream ended');
      } catch (e) {
        if (!this.running) break;
        if (ctrl.signal.aborted) continue; // reopen(): at once
        if (this.renewing && e instanceof StreamClosed) {
          this.renewing = false;
          await sleep(RENEW_WAIT_MS, this.wake.signal);
          continue;
        }
        this.o.onConnected(false, e);
        await sleep((this.o.delay ?? backoffDelay)(attempt++), this.wake.signal);
      }
    }
  }

  private async open(signal: AbortSignal, onOpen: () => void): Promise<void> {
    const token = await this.o.token();
    if (!token) throw new Error('signed out');
    this.usedToken = token;
    const sent = this.o.body(this.lastEventId);
    const res = await (this.o.fetch ?? fetch)(this.o.url, {
      method: 'POST',
      signal,
      cache: 'no-store',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(sent),
    });
    if (!res.ok || !res.body) throw new StreamRefused(res.status);
    this.renewing = false;
    onOpen();
    const parser = sseParser((event) => {
      if (event.id !== undefined) this.lastEventId = event.id;
      this.o.onEvent(event, sent);
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.push(value);
      }
    } finally {
      reader.releaseLock();
    }
  }
}
