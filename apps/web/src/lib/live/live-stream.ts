import { backoffDelay, sleep } from './backoff';
import { sseParser, type SseEvent } from './sse-parser';

/** What the stream is opened with (POST body of /live/stream). */
export interface StreamBody {
  views: unknown[];
  lastEventId?: string;
}

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

  /** The token was renewed (or the server asked for it): reopen when the stream's is not current. */
  async renewed(): Promise<void> {
    const token = await this.o.token();
    if (this.running && token && token !== this.usedToken) this.reopen();
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
    if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
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
