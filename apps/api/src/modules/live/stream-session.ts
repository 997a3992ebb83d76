import { LIVE_EVENT, LIVE_PING_MS, type LiveEventData, type LiveEventName, type LiveView } from '@nms/contract';
import type { ServerResponse } from 'node:http';
import { FlushGate, type GateOptions } from './coalesce-gate';
import { PendingChanges } from './coalesce-pending';
import type { LiveChange, LiveFeed } from './stream-feed';
import { liveBackpressure, liveChangesSeen, liveEventsSent, liveIndexWaits, liveViewsMany } from './stream-metrics';
import { SSE_PING, sseEvent } from './stream-sse';
import type { DeviceQueries, DeviceQueryTracker } from './view-device-query';
import { EVERYTHING, hasDeviceQuery, matchChange } from './view-match';

/** The stream ends with `reauth` this long before the token expires, so the client reopens with its renewed one. */
export const REAUTH_LEAD_MS = 30_000;
/** Tokens without an expiry (some API tokens) are checked again this often: a revoked one stops here. */
const MAX_STREAM_MS = 60 * 60_000;
/** A client that reads nothing for this long is cut off (it reopens with its last id). */
const MAX_STALL_MS = 60_000;
/** Changed device names a `devices` query view holds for the index per window; past it the view is told many. */
const MAX_QUERY_NAMES = 10_000;
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * How long a flush waits for the device index to test a query's changed devices. A healthy index
 * answers in milliseconds; one behind (a long transaction elsewhere holds its read back) must not
 * hold the stream's events: past this, every changed device counts, as when it cannot evaluate.
 */
export const INDEX_WAIT_MS = 300;

export interface SessionDeps {
  feed: LiveFeed;
  queries: DeviceQueries;
  /** `<hostname:pid>`, said in hello. */
  process: string;
  log: { warn(obj: object, msg: string): void };
  gate?: GateOptions;
  readFence?: () => Promise<string | undefined>;
}

export interface SessionOptions {
  views: LiveView[];
  lastEventId?: string;
  /** The token's expiry, epoch seconds. */
  expiresAt?: number;
}

/**
 * One open stream: hello (with the replay after lastEventId), then coalesced `changes` for its
 * views, pings, `resync` when the feed lost changes, and `reauth` before the token expires. A
 * client that stops reading gets its pending detail dropped ({many} once it drains), never an
 * unbounded buffer.
 */
export class LiveStreamSession {
  private readonly pending = new PendingChanges();
  private readonly trackers = new Map<string, DeviceQueryTracker>();
  /** Device names waiting for the index per `devices` query view. */
  private queryNames = new Map<string, Set<string>>();
  private lastId: string | undefined;
  private replayed: Set<string> | undefined;
  private readonly gate: FlushGate;
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void) | undefined;
  private stalledSince: number | undefined;
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly o: SessionOptions,
    private readonly deps: SessionDeps,
    private readonly onClose: (session: LiveStreamSession) => void,
  ) {
    this.gate = new FlushGate(() => this.flush(), deps.gate);
  }

  start(): void {
    for (const view of this.o.views) if (hasDeviceQuery(view)) this.trackers.set(view.id, this.deps.queries.acquire(view.query));
    this.res.on('close', () => this.close());
    this.res.on('error', () => this.close());
    this.res.on('drain', () => {
      this.stalledSince = undefined;
      this.gate.poke();
    });
    // Subscribed before the replay is read: nothing falls between the two.
    this.unsubscribe = this.deps.feed.subscribe((c) => this.receive(c));
    const replay = this.o.lastEventId === undefined ? undefined : this.deps.feed.recent(this.o.lastEventId);
    // hello carries the newest id, so a reopen (new views, a drop) resumes from here; not after a
    // replay, whose changes the client has not been sent yet.
    const from = replay?.length ? undefined : this.deps.feed.latestId();
    this.send(LIVE_EVENT.hello, { resumed: replay !== undefined, process: this.deps.process }, from);
    if (replay?.length) {
      this.replayed = new Set(replay.map((c) => c.id));
      for (const c of replay) this.take(c);
    }
    this.timers.push(setInterval(() => this.tick(), LIVE_PING_MS));
    const ends = this.o.expiresAt === undefined ? Date.now() + MAX_STREAM_MS : this.o.expiresAt * 1000 - REAUTH_LEAD_MS;
    this.timers.push(setTimeout(() => this.reauth(), Math.min(MAX_TIMER_MS, Math.max(0, ends - Date.now()))));
  }

  /** The feed lost changes (its listener reconnected): the client refetches every view. */
  resync(): void {
    this.send(LIVE_EVENT.resync, {});
  }

  /**
   * Shutdown: ends the stream and then its connection. A stopping HTTP server waits for every
   * connection, and a keep-alive one left after the stream's end would hold it until the forced exit.
   */
  closeConnection(): void {
    const socket = this.res.socket;
    this.res.once('finish', () => socket?.end());
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.gate.stop();
    for (const t of this.timers) clearInterval(t);
    this.unsubscribe?.();
    for (const tracker of this.trackers.values()) this.deps.queries.release(tracker);
    if (!this.res.writableEnded) this.res.end();
    this.onClose(this);
  }

  private receive(c: LiveChange): void {
    if (this.replayed) {
      // The feed may hand over a change the replay held too; in order, so the first new one ends the check.
      if (this.replayed.has(c.id)) return;
      this.replayed = undefined;
    }
    this.take(c);
  }

  private take(c: LiveChange): void {
    liveChangesSeen.inc();
    this.lastId = c.id;
    let touched = false;
    for (const view of this.o.views) {
      const hit = matchChange(view, c);
      if (hit === undefined || this.pending.isMany(view.id)) continue;
      touched = true;
      const tracker = this.trackers.get(view.id);
      if (hit === EVERYTHING) this.pending.many(view.id);
      else if (tracker) this.waitForIndex(view.id, hit);
      else this.pending.add(view.id, hit);
    }
    if (touched) this.gate.poke();
  }

  private waitForIndex(viewId: string, names: readonly string[]): void {
    let set = this.queryNames.get(viewId);
    if (!set) this.queryNames.set(viewId, (set = new Set()));
    for (const name of names) set.add(name);
    if (set.size > MAX_QUERY_NAMES) {
      this.queryNames.delete(viewId);
      this.pending.many(viewId);
    }
  }

  /** One `changes` event of what is pending (the gate calls it at most once per window); true when it wrote. */
  private async flush(): Promise<boolean> {
    if (this.closed || this.dropWhenStalled()) return false;
    const id = this.lastId;
    const asked = this.queryNames;
    this.queryNames = new Map();
    try {
      const answers = await Promise.all(
        [...asked].map(async ([viewId, names]) => [viewId, names, await inTime(this.trackers.get(viewId)!.relevant(names))] as const),
      );
      for (const [viewId, names, relevant] of answers) this.pending.add(viewId, relevant ?? names);
    } catch (err) {
      this.deps.log.warn({ err }, 'live stream: device index unavailable; telling the views of every change');
      for (const viewId of asked.keys()) this.pending.many(viewId);
    }
    if (this.closed || this.dropWhenStalled()) return false;
    const readAfter = await this.fence();
    if (this.closed) return false;
    const views = this.pending.take();
    if (!views) return false;
    for (const v of Object.values(views)) if ('many' in v) liveViewsMany.inc();
    this.send(LIVE_EVENT.changes, readAfter ? { views, readAfter } : { views }, id);
    return true;
  }

  /** The primary's position now (the changes are committed: they are at or before it); undefined on failure, as without replicas. */
  private async fence(): Promise<string | undefined> {
    try {
      return await this.deps.readFence?.();
    } catch (err) {
      this.deps.log.warn({ err }, 'live stream: reading the primary position failed; changes sent without readAfter');
      return undefined;
    }
  }

  /** While the client does not read, detail is dropped: every pending view becomes {many}, sent after 'drain'. */
  private dropWhenStalled(): boolean {
    if (this.stalledSince === undefined) return false;
    liveBackpressure.inc();
    for (const viewId of this.queryNames.keys()) this.pending.many(viewId);
    this.queryNames.clear();
    this.pending.dropDetail();
    return true;
  }

  private tick(): void {
    if (this.stalledSince === undefined) this.write(SSE_PING);
    else if (Date.now() - this.stalledSince > MAX_STALL_MS) this.res.destroy();
  }

  private reauth(): void {
    this.send(LIVE_EVENT.reauth, {});
    this.close();
  }

  private send<E extends LiveEventName>(event: E, data: LiveEventData[E], id?: string): void {
    if (this.write(sseEvent(event, data, id))) liveEventsSent.inc({ event });
  }

  /** Writes unless the stream is over; false when nothing was written. */
  private write(text: string): boolean {
    if (this.closed || this.res.writableEnded || this.res.destroyed) return false;
    if (!this.res.write(text)) this.stalledSince ??= Date.now();
    return true;
  }
}

/** The index's answer, or undefined (every device counts) when it takes longer than INDEX_WAIT_MS. */
async function inTime(answer: Promise<Set<string> | undefined>): Promise<Set<string> | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      liveIndexWaits.inc();
      resolve(undefined);
    }, INDEX_WAIT_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
