import { Type, type Static, type TObjectOptions, type TSchema } from 'typebox';
import { OffsetParam } from './paging-params';

/** Default queries of spec 000 §7: active alerts and archived alerts of known customers. */
export const DEFAULT_ALERTS_QUERY = "NOT nmd:'' AND active:true";
export const DEFAULT_HISTORICAL_ALERTS_QUERY = "NOT nmd:'' AND active:false";
export const DEFAULT_DEVICES_QUERY = '*';

export const MAX_PAGE_LIMIT = 10000;

/**
 * Query string of every paged `es/*` list: Lucene query, sort field, order, offset, limit, and
 * optionally the cursor of the previous page (`search_after`, as Elasticsearch names it).
 */
export const PagedQuery = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 4000 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    offset: Type.Optional(OffsetParam()),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_LIMIT })),
    search_after: Type.Optional(
      Type.String({
        maxLength: 4000,
        pattern: '^[A-Za-z0-9_-]+$',
        description:
          "The previous page's nextCursor (same query, sort and order): the page then starts right after that page's last row, " +
          'found by key rather than by skipping offset rows. offset still names the first row of this page.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PagedQuery = Static<typeof PagedQuery>;

export const SummaryQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 4000 })) }, { additionalProperties: false });
export type SummaryQuery = Static<typeof SummaryQuery>;

/** Row of a paged list: attributes keyed by field name (see fields/*). */
export const Row = Type.Record(Type.String(), Type.Unknown());

/**
 * `total` is exact when `totalRelation` is 'eq': the server counts matches exactly up to 5,000
 * (EXACT_TOTAL_LIMIT in apps/api/src/db/paged-list.ts). Past that, or when the capped count runs
 * out of its 20 ms budget, `totalRelation` is 'gte' (as Elasticsearch's hits.total.relation) and
 * `total` is a true lower bound: at least that many rows match, so every page up to it has rows.
 * `totalEstimate`, present only when the planner expects 50,000 matches or more, is its guess at
 * all matches (shown as 'about N'; never used for paging).
 */
const totalFields = {
  total: Type.Integer(),
  totalRelation: Type.Optional(Type.Union([Type.Literal('eq'), Type.Literal('gte')])),
  totalEstimate: Type.Optional(Type.Integer({ description: "The planner's estimate of all matches when total is a lower bound" })),
};
const cursorField = {
  nextCursor: Type.Optional(
    Type.String({ description: 'Send as search_after (with offset + limit) to get the next page by key; absent on the last page' }),
  ),
};

/** A page of a list and its total, counted as every list counts (apps/api/src/db/paged-list). */
export const listAnswer = <T extends TSchema>(row: T, options?: TObjectOptions) => Type.Object({ data: Type.Array(row), ...totalFields }, options);

/** A page of a list that also pages by key (`search_after`). */
export const pagedAnswer = <T extends TSchema>(row: T) => Type.Object({ data: Type.Array(row), ...totalFields, ...cursorField });

export const PagedAnswer = Type.Object({ data: Type.Array(Row), ...totalFields, ...cursorField });
export type PagedAnswer = Static<typeof PagedAnswer>;

/** One page of typed rows (`PagedAnswer` with its rows' type): what a web grid's fetchPage returns. */
export type PageAnswer<T> = Omit<PagedAnswer, 'data'> & { data: T[] };

/** A grid's page request: `PagedQuery` with the query and the window always given. */
export type PageRequest = PagedQuery & { query: string; offset: number; limit: number };

/** Severity summary of spec 001 §3 ("Summary data"). */
export const SummaryCounts = Type.Object({
  total: Type.Integer(),
  critical: Type.Integer(),
  major: Type.Integer(),
  minor: Type.Integer(),
  unknown: Type.Integer(),
  normal: Type.Integer(),
});
export type SummaryCounts = Static<typeof SummaryCounts>;

/** The dashboard reads data.data (spec 001 §7), Manage Devices reads data: both are served. */
export const SummaryAnswer = Type.Object({
  data: Type.Intersect([SummaryCounts, Type.Object({ data: SummaryCounts })]),
});

export const ErrorAnswer = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
