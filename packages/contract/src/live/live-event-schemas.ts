import { Type, type Static, type TSchema } from 'typebox';
import type { LiveEventName } from './live-events';

/** The schemas of the live stream's event data (live-events.ts): the server's checks and docs. */

const strict = { additionalProperties: false } as const;

/** data of `event: hello`; resumed=false after a lastEventId: the client refetches its views. Its SSE id, when any change is held, is the newest: a reopen resumes from there. */
export const LiveHello = Type.Object(
  {
    resumed: Type.Boolean({ description: "whether the changes after the body's lastEventId were replayed" }),
    process: Type.String({ description: 'the API process serving the stream, `<hostname:pid>`' }),
  },
  strict,
);
export type LiveHello = Static<typeof LiveHello>;

/** What one view is told in a `changes` event: the changed keys, or many of them. */
export const LiveViewChange = Type.Union([
  Type.Object({ keys: Type.Array(Type.String()) }, strict),
  Type.Object({ many: Type.Literal(true) }, { ...strict, description: 'too many keys to name (or detail dropped): refetch the view' }),
]);
export type LiveViewChange = Static<typeof LiveViewChange>;

/** data of `event: changes` (its SSE id is the last change id included). */
export const LiveChanges = Type.Object(
  {
    views: Type.Record(Type.String(), LiveViewChange, { description: 'view id -> what changed in it; views without changes are absent' }),
    /*
     * With read replicas: the primary's WAL position once these changes were seen. The client sends
     * it as `x-nms-read-after` on the reads that follow, so a replica answers them only once it has
     * replayed that far (else the primary does): a refetch never shows the row from before the change.
     */
    readAfter: Type.Optional(Type.String({ description: "the primary's WAL position once these changes were seen (read replicas only)" })),
  },
  strict,
);
export type LiveChanges = Static<typeof LiveChanges>;

/** data of `event: resync` (changes were lost: refetch every view) and `event: reauth` (reopen with the renewed token): `{}`. */
export const LiveNoData = Type.Object({}, strict);
/** Record<string, never> rather than `{}`: a field added on one side is a type error. */
export type LiveNoData = Record<string, never>;

/** Each event's data schema, by name. */
export const LIVE_EVENT_DATA = {
  hello: LiveHello,
  changes: LiveChanges,
  resync: LiveNoData,
  reauth: LiveNoData,
} as const satisfies Record<LiveEventName, TSchema>;
