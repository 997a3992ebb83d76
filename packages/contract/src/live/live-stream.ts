import { Type, type Static } from 'typebox';

/**
 * The live stream of issue 20 (POST /api/v1.0/live/stream, Server-Sent Events over fetch): the
 * views a browser tab has open, and what the server sends about them. The protocol's rule book
 * is the protocol note: one stream per tab, changes coalesced per stream.
 */

/** At most one `changes` event per stream in this window, ms. */
export const LIVE_WINDOW_MS = 500;
/** A view with more changed keys than this in one window is told {many: true}. */
export const LIVE_MAX_KEYS = 50;
/** Comment lines that keep proxies from closing an idle stream, ms. */
export const LIVE_PING_MS = 15_000;

const ViewId = Type.String({ minLength: 1, maxLength: 100, description: "the client's name for the view; changes are keyed by it" });
const Name = Type.String({ minLength: 1, maxLength: 255 });
const strict = { additionalProperties: false } as const;

export const LiveView = Type.Union([
  Type.Object(
    { id: ViewId, kind: Type.Literal('device'), name: Name, groups: Type.Optional(Type.Array(Name, { maxItems: 500 })) },
    { ...strict, description: 'Device Details / LUMOS: the device, its alerts, PAM schedule, actions, and the network events of its groups' },
  ),
  Type.Object(
    { id: ViewId, kind: Type.Literal('devices'), query: Type.Optional(Type.String({ maxLength: 10_000 })) },
    { ...strict, description: 'Manage Devices: the devices the Lucene query matches now or did before' },
  ),
  Type.Object(
    { id: ViewId, kind: Type.Literal('alerts'), device: Type.Optional(Name) },
    { ...strict, description: "an events grid: every alert, or one device's" },
  ),
  Type.Object(
    { id: ViewId, kind: Type.Literal('network-events'), group: Type.Optional(Name) },
    { ...strict, description: "network events: all, or one group's" },
  ),
  Type.Object(
    { id: ViewId, kind: Type.Literal('pam'), device: Type.Optional(Name) },
    { ...strict, description: "PAM schedules: all, or one device's" },
  ),
  Type.Object({ id: ViewId, kind: Type.Literal('cmdb'), table: Type.Optional(Name) }, { ...strict, description: 'CMDB rows: every table, or one' }),
  Type.Object(
    { id: ViewId, kind: Type.Literal('maintenance'), window: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })) },
    { ...strict, description: 'maintenance windows (issue 21): all, or one by id; also when the devices a window holds suspended change' },
  ),
  Type.Object(
    { id: ViewId, kind: Type.Literal('aggregates') },
    { ...strict, description: 'summary strips, Summary View, sunbursts, hierarchy counts, the geo map' },
  ),
]);
export type LiveView = Static<typeof LiveView>;

export const LiveStreamBody = Type.Object(
  {
    views: Type.Array(LiveView, { maxItems: 100, description: 'the views the tab shows; reopen the stream when they change' }),
    lastEventId: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,20}$',
        description: "the id of the last `changes` event received: changes after it are replayed (hello's resumed says whether they could be)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type LiveStreamBody = Static<typeof LiveStreamBody>;
