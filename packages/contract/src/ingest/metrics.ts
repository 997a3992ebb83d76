import { Type, type Static } from 'typebox';

/** What a metrics ingest call did (issue 31 item 3): Prometheus remote write or the text format. */
export const IngestMetricsAnswer = Type.Object({
  points: Type.Integer({ description: 'points in the body' }),
  stored: Type.Integer({ description: 'samples stored on devices (counters become rates from their second point on)' }),
  unmapped: Type.Integer({ description: 'points of a known device whose metric name the console does not store' }),
  unknownDevices: Type.Array(Type.String(), {
    description: 'device label values that named no device (first 20); their points are not stored and the Feeds screen lists them',
  }),
});
export type IngestMetricsAnswer = Static<typeof IngestMetricsAnswer>;
