import type { LiveBus } from './live-bus';

export type { LiveChange, LiveTopic } from './live-change';

/** What the stream needs of the change feed (`app.live`): records from now on, the replay after an id, and gaps. */
export type LiveFeed = Pick<LiveBus, 'subscribe' | 'recent' | 'onResync' | 'latestId'>;
