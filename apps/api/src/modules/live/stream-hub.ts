import type { LiveView } from '@nms/contract';
import type { ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { liveClients } from '../../lib/telemetry/live-clients';
import type { GateOptions } from './coalesce-gate';
import type { StreamCredential } from './stream-credential';
import type { LiveChange, LiveFeed } from './stream-feed';
import { LiveStreamSession } from './stream-session';
import { DeviceQueries, type MatcherSource } from './view-device-query';

export interface HubDeps {
  feed: LiveFeed;
  /** The device index's matcher (DeviceIndex.matcher); undefined with DEVICE_INDEX=off. */
  matcher: MatcherSource | undefined;
  log: { warn(obj: object, msg: string): void };
  gate?: GateOptions;
  /** app.readFence: the primary's position for `readAfter` (undefined without read replicas). */
  readFence?: () => Promise<string | undefined>;
}

/**
 * The open streams of this process: counted in nms_live_clients, told of a resync, ended at
 * shutdown, and ended when their token is revoked (a `revocation` record of any process).
 */
export class StreamHub {
  /** Each open stream with the token it was opened with (undefined: nothing can revoke it). */
  private readonly sessions = new Map<LiveStreamSession, StreamCredential | undefined>();
  private readonly queries: DeviceQueries;
  private readonly process = `${hostname()}:${process.pid}`;
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly deps: HubDeps) {
    this.queries = new DeviceQueries(deps.matcher ?? (async () => undefined));
    this.unsubscribe = [deps.feed.onResync(() => this.resync()), deps.feed.subscribe((c) => this.revoked(c))];
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Shutdown ended the streams: a stream asked for now would hold the stopping process open. */
  get ended(): boolean {
    return this.isEnded;
  }
  private isEnded = false;

  open(
    res: ServerResponse,
    options: { views: LiveView[]; lastEventId?: string; expiresAt?: number; credential?: StreamCredential },
  ): LiveStreamSession {
    const { feed, log, gate, readFence } = this.deps;
    const session = new LiveStreamSession(res, options, { feed, queries: this.queries, process: this.process, log, gate, readFence }, (s) => {
      if (this.sessions.delete(s)) liveClients.dec();
    });
    this.sessions.set(session, options.credential);
    liveClients.inc();
    session.start();
    // A sign-out committed between the request's token check and the subscription above sent its record too early.
    this.check(session);
    return session;
  }

  /** The feed lost changes: every stream says resync (its client refetches every view), and a lost revocation is looked for. */
  resync(): void {
    for (const s of this.sessions.keys()) {
      s.resync();
      this.check(s);
    }
  }

  /** Ends every stream and its connection (shutdown): the clients reopen on another process with their last id. */
  closeAll(): void {
    this.isEnded = true;
    for (const off of this.unsubscribe) off();
    for (const s of [...this.sessions.keys()]) s.closeConnection();
  }

  /** A revocation record: the streams whose token it names (every stream for a record without keys) check their token. */
  private revoked(c: LiveChange): void {
    if (c.topic !== 'revocation') return;
    const named = new Set(c.keys);
    for (const [s, credential] of this.sessions) {
      if (credential && (named.size === 0 || credential.keys.some((k) => named.has(k)))) this.check(s);
    }
  }

  /** Ends the stream when its token is refused now; a check that cannot tell (database down) leaves it open. */
  private check(session: LiveStreamSession): void {
    const credential = this.sessions.get(session);
    credential?.valid().then(
      (valid) => {
        if (!valid) session.close();
      },
      (err: unknown) => this.deps.log.warn({ err }, 'live stream: could not check the token of a stream; it stays open'),
    );
  }
}
