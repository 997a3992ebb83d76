import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

export const ALERT_COUNT_INTERVALS = ['1h', '1d', '1M'] as const;
export type AlertCountInterval = (typeof ALERT_COUNT_INTERVALS)[number];

/** The Event Stats windows of spec 001 §2.6: 24 hours hourly, 7 and 30 days daily, 1 year monthly. */
export const ALERT_WINDOWS = [
  { label: '24 hours', hours: 24, interval: '1h' },
  { label: '7 days', hours: 24 * 7, interval: '1d' },
  { label: '30 days', hours: 24 * 30, interval: '1d' },
  { label: '1 year', hours: 24 * 365, interval: '1M' },
] as const satisfies readonly { label: string; hours: number; interval: AlertCountInterval }[];

/** YYYY-MM-DDTHH:mm:ssZ (spec 001 §7), UTC. */
export const ALERT_COUNT_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$';
export const formatAlertCountDate = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const AlertCountQuery = Type.Object(
  {
    start_date: Type.String({ pattern: ALERT_COUNT_DATE_PATTERN }),
    end_date: Type.String({ pattern: ALERT_COUNT_DATE_PATTERN }),
    interval: literalUnion(ALERT_COUNT_INTERVALS),
    /** Lucene over the alert fields, AND-ed with the window. */
    query: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type AlertCountQuery = Static<typeof AlertCountQuery>;

/** One bucket: key_as_string is the bucket start in ISO 8601 UTC (as Elasticsearch writes it). */
export const AlertCountBucket = Type.Object({ key_as_string: Type.String(), doc_count: Type.Integer() });
export type AlertCountBucket = Static<typeof AlertCountBucket>;
const buckets = Type.Optional(Type.Object({ buckets: Type.Array(AlertCountBucket) }));

/**
 * Alerts (active and archived) first notified (createdAt) in [start_date, end_date): the total
 * and, under the key of the asked interval only, every bucket of the window including empty ones.
 */
export const AlertCountAnswer = Type.Object({
  alert_count: Type.Integer(),
  alert_counts_by_1h: buckets,
  alert_counts_by_1d: buckets,
  alert_counts_by_1M: buckets,
});
export type AlertCountAnswer = Static<typeof AlertCountAnswer>;

/**
 * The Monitoring tab's two further panels (decided, docs/decisions/web-screens.md): the noisiest devices and
 * the customers with the most open alerts, from `es/alerts/top`.
 */
export const TOP_ALERT_FIELDS = ['elementName', 'nmd'] as const;
export const TOP_ALERTS_SIZE = 10;
export const TopAlertsQuery = Type.Object(
  {
    field: literalUnion(TOP_ALERT_FIELDS),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Lucene over the alert fields; absent = the active alerts of known customers. */
    query: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type TopAlertsQuery = Static<typeof TopAlertsQuery>;
/** A terms bucket with its count per severity (critical..normal) for the bar colours. */
export const TopAlertsRow = Type.Object({
  key: Type.String(),
  doc_count: Type.Integer(),
  critical: Type.Integer(),
  major: Type.Integer(),
  minor: Type.Integer(),
  unknown: Type.Integer(),
  normal: Type.Integer(),
});
export type TopAlertsRow = Static<typeof TopAlertsRow>;
export const TopAlertsAnswer = Type.Object({ data: Type.Array(TopAlertsRow), total: Type.Integer() });
