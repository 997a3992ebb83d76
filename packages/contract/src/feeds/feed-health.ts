import { Type, type Static } from 'typebox';

/**
 * Admin → Feeds (issue 31 item 5): what each feed received, placed and could not place, the
 * poller's pace, and the sources nobody knows. Times are epoch milliseconds.
 */

export const FeedCounters = Type.Object({
  feed: Type.String(),
  counters: Type.Record(Type.String(), Type.Number(), { description: 'counter name -> total since the database was made' }),
  lastAt: Type.Union([Type.Integer(), Type.Null()], { description: 'when a counter of this feed last moved' }),
});
export type FeedCounters = Static<typeof FeedCounters>;

export const PollerHealth = Type.Object({
  targets: Type.Integer({ description: 'devices the pollers poll' }),
  intervalMs: Type.Integer(),
  polledLastInterval: Type.Integer({ description: 'targets polled within the last poll interval' }),
  pollsPerSecond: Type.Number({ description: 'targets polled within the last interval / the interval (each target is polled once an interval)' }),
  durationP50Ms: Type.Union([Type.Number(), Type.Null()]),
  durationP95Ms: Type.Union([Type.Number(), Type.Null()]),
  overdue: Type.Integer({ description: 'due for longer than one interval and not polled' }),
  unreachable: Type.Integer(),
  credentialErrors: Type.Integer({ description: 'answered but refused the credentials (auth or privacy)' }),
  lastPolledAt: Type.Union([Type.Integer(), Type.Null()]),
  credentialDevices: Type.Array(Type.Object({ device: Type.String(), error: Type.String(), polledAt: Type.Union([Type.Integer(), Type.Null()]) }), {
    description: 'devices whose agent refused the credentials, by name, at most 20, with the named error',
  }),
});
export type PollerHealth = Static<typeof PollerHealth>;

export const UnknownSource = Type.Object({
  feed: Type.String(),
  address: Type.String({ description: 'the source address, or the device an alert named' }),
  firstSeen: Type.Integer(),
  lastSeen: Type.Integer(),
  count: Type.Integer(),
  sample: Type.String({ description: 'the last thing it sent, shortened' }),
});
export type UnknownSource = Static<typeof UnknownSource>;

export const FeedHealth = Type.Object({
  at: Type.Integer(),
  feeds: Type.Array(FeedCounters),
  poller: PollerHealth,
  unknownSources: Type.Array(UnknownSource, { description: 'newest first, at most 200' }),
});
export type FeedHealth = Static<typeof FeedHealth>;
