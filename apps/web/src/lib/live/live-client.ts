import { LIVE_EVENT, readLiveEvent } from '@nms/contract';
import { API_BASE } from '../api-client';
import { currentIdToken, getUserManager } from '../auth/user-manager';
import { noteReadAfter } from '../read-after';
import { LiveStream, StreamRefused, type LiveStreamOptions, type StreamBody } from './live-stream';
import type { LiveState } from './live-types';
import type { SseEvent } from './sse-parser';
import { ViewRegistry, viewChanges } from './view-registry';

export const LIVE_STREAM_URL = `${API_BASE}/live/stream`;
/** A burst of mounts and unmounts (a navigation) reopens the stream once. */
export const REOPEN_DEBOUNCE_MS = 300;

/** The older of two change ids (bigints as strings); an unknown one does not count. */
export function olderId(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  try {
    return BigInt(a) <= BigInt(b) ? a : b;
  } catch {
    return a;
  }
}

type StreamOptions = Pick<LiveStreamOptions, 'url' | 'token' | 'fetch' | 'delay'> & {
  /** Asks the sign-in for a renewed token now (the server said `reauth` before it was renewed). */
  renew?: () => Promise<unknown>;
};

/**
 * The tab's live connection: the registry of watched views and the one stream that serves them.
 * Screens register views (useLiveView); the header's toggle turns the stream on and off.
 */
export class LiveClient {
  readonly registry = new ViewRegistry();
  private stream: LiveStream | undefined;
  private enabled = false;
  private connected = true;
  private readonly stateListeners = new Set<() => void>();
  /** The views the open stream serves (after its hello), and those the last open asked for. */
  private served = new Set<string>();
  private asked = new Set<string>();
  /** Per view: the last event id when it was added, so its first stream resumes from there. */
  private readonly since = new Map<string, string | undefined>();
  /** The stream dropped (or was paused) since it last served: changes may have been missed. */
  private interrupted = false;
  private lastEventId: string | undefined;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private unwatchToken: (() => void) | undefined;
  /** The server refused a view (400): devices views go without their query (every device change counts). */
  private degraded = false;

  constructor(private readonly options: StreamOptions) {
    this.registry.onSetChange(() => this.viewsChanged());
  }

  state(): LiveState {
    if (!this.enabled) return 'paused';
    return this.connected ? 'live' : 'reconnecting';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  getState = (): LiveState => this.state();

  /** How many views the open stream serves (the indicator's data-views). */
  servedViews = (): number => this.served.size;

  /** Whether the open stream serves every view the tab's screens watch (the indicator's data-synced). */
  synced = (): boolean => this.enabled && this.connected && this.registry.ids().every((id) => this.served.has(id));

  /** The user's Live toggle: on opens the stream, off closes it ('Paused'). */
  setEnabled(on: boolean, watchToken?: (renewed: () => void) => () => void): void {
    if (on === this.enabled) return;
    this.enabled = on;
    if (on) {
      this.connected = true;
      const stream = new LiveStream({
        ...this.options,
        body: (id) => this.body(id),
        onEvent: (e, sent) => this.onEvent(e, sent),
        onConnected: (c, reason) => this.onConnected(c, reason),
      });
      stream.lastEventId = this.lastEventId;
      this.stream = stream;
      this.unwatchToken = watchToken?.(() => void stream.renewed());
      stream.start();
    } else {
      this.lastEventId = this.stream?.lastEventId ?? this.lastEventId;
      this.stream?.stop();
      this.stream = undefined;
      this.unwatchToken?.();
      this.unwatchToken = undefined;
      this.served = new Set();
      this.asked = new Set();
      this.interrupted = true;
    }
    this.emit();
  }

  private body(lastEventId: string | undefined): StreamBody {
    const views = this.registry.views().map((v) => (this.degraded && v.kind === 'devices' ? { kind: v.kind, id: v.id } : v));
    this.asked = new Set(views.map((v) => v.id));
    // A view added since the last open resumes from where the tab was when it was added.
    let from = lastEventId;
    for (const v of views) if (!this.served.has(v.id)) from = olderId(from, this.since.get(v.id));
    return { views, ...(from !== undefined && { lastEventId: from }) };
  }

  /** One event of the stream, read as the contract's (a name it does not know is ignored). */
  private onEvent(sse: SseEvent, sent: StreamBody): void {
    const event = readLiveEvent(sse.event, sse.data);
    if (!event) return;
    const sentIds = sent.views.map((v) => v.id);
    if (event.event === LIVE_EVENT.hello) {
      const { resumed } = event.data;
      this.served = new Set(sentIds);
      // Could not resume after a gap (a drop, a pause, the id left the server's buffer): reload.
      const lost = sent.lastEventId !== undefined ? !resumed : this.interrupted;
      this.interrupted = false;
      if (lost) this.registry.dispatchAll(sentIds);
      this.emit();
    } else if (event.event === LIVE_EVENT.changes) {
      // Before the views refetch: those reads must see the change (read replicas).
      noteReadAfter(event.data.readAfter);
      this.registry.dispatch(viewChanges(event.data.views));
    } else if (event.event === LIVE_EVENT.resync) {
      this.registry.dispatchAll();
    } else if (event.event === LIVE_EVENT.reauth) {
      const stream = this.stream;
      stream?.expectRenewal();
      void stream?.renewed().then((reopened) => (reopened ? undefined : this.options.renew?.().catch(() => undefined)));
    }
  }

  private onConnected(connected: boolean, reason?: unknown): void {
    if (!connected) this.interrupted = true;
    if (reason instanceof StreamRefused && reason.status === 400) this.degraded = true;
    if (connected === this.connected) return;
    this.connected = connected;
    this.emit();
  }

  private viewsChanged(): void {
    const ids = this.registry.ids();
    this.degraded = false;
    for (const id of ids) if (!this.since.has(id)) this.since.set(id, this.stream?.lastEventId ?? this.lastEventId);
    for (const id of [...this.since.keys()]) if (!ids.includes(id)) this.since.delete(id);
    this.emit();
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => {
      // Views that went away cost nothing (their changes are ignored): only new ones reopen.
      if (this.registry.ids().some((id) => !this.asked.has(id))) this.stream?.reopen();
    }, REOPEN_DEBOUNCE_MS);
  }

  private emit() {
    for (const l of [...this.stateListeners]) l();
  }
}

/** Renewals of the sign-in (oidc-client-ts loads a new user): the stream reopens with the new token. */
export function watchUserLoaded(renewed: () => void): () => void {
  const events = getUserManager()?.events;
  if (!events) return () => undefined;
  events.addUserLoaded(renewed);
  return () => events.removeUserLoaded(renewed);
}

/** The tab's one live client. */
export const liveClient = new LiveClient({
  url: LIVE_STREAM_URL,
  token: currentIdToken,
  renew: async () => getUserManager()?.signinSilent(),
});
