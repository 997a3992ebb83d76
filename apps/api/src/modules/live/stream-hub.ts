import type { LiveView } from '@nms/contract';
import type { ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { liveClients } from '../../lib/telemetry/live-clients';
import type { GateOptions } from './coalesce-gate';
import type { LiveFeed } from './stream-feed';
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

/** The open streams of this process: counted in nms_live_clients, told of a resync, ended at shutdown. */
export class StreamHub {
  private readonly sessions = new Set<LiveStreamSession>();
  private readonly queries: DeviceQueries;
  private readonly process = `${hostname()}:${process.pid}`;
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: HubDeps) {
    this.queries = new DeviceQueries(deps.matcher ?? (async () => undefined));
    this.unsubscribe = deps.feed.onResync(() => this.resync());
  }

  get size(): number {
    return this.sessions.size;
  }

  open(res: ServerResponse, options: { views: LiveView[]; lastEventId?: string; expiresAt?: number }): LiveStreamSession {
    const { feed, log, gate, readFence } = this.deps;
    const session = new LiveStreamSession(res, options, { feed, queries: this.queries, process: this.process, log, gate, readFence }, (s) => {
      if (this.sessions.delete(s)) liveClients.dec();
    });
    this.sessions.add(session);
    liveClients.inc();
    session.start();
    return session;
  }

  /** The feed lost changes: every stream says resync (its client refetches every view). */
  resync(): void {
    for (const s of this.sessions) s.resync();
  }

  /** Ends every stream and its connection (shutdown): the clients reopen on another process with their last id. */
  closeAll(): void {
    this.unsubscribe();
    for (const s of [...this.sessions]) s.closeConnection();
  }
}
