import { Type, type Static } from 'typebox';
import { listAnswer } from '../es-query';
import { fieldTable } from '../fields/field-types';
import { OffsetParam } from '../paging-params';

/**
 * The audit trail (issue 17 item 5): every write and action, who by (the verified token's subject
 * and name), from which address, in which request, on which target, how it ended, and for record
 * changes the values before and after. AUDIT_FIELDS is the Lucene query's field table over
 * audit_log (migrations 0xx, 024); several names may read one column (user and actorName).
 */
export const AUDIT_FIELDS = fieldTable([
  ['id', 'id', 'int'],
  ['at', 'at', 'epoch'],
  ['user', 'user_name', 'text'],
  ['userName', 'user_name', 'text'],
  ['actor', 'actor_name', 'text'],
  ['actorName', 'actor_name', 'text'],
  ['sub', 'actor_sub', 'text'],
  ['actorSub', 'actor_sub', 'text'],
  ['apiToken', 'api_token', 'text'],
  ['address', 'address', 'text'],
  ['action', 'action', 'text'],
  ['target', 'target', 'text'],
  ['device', 'device_names', 'textArray'],
  ['deviceNames', 'device_names', 'textArray'],
  ['outcome', 'outcome', 'text'],
  ['requestId', 'request_id', 'text'],
]);
/** A bare word looks in the user, the action, the target and the devices. */
export const AUDIT_DEFAULT_FIELDS = ['user', 'action', 'target', 'device'] as const;
/** Sortable fields of the audit list (newest first by `at` is the default). */
export const AUDIT_SORT_FIELDS = ['at', 'id', 'user', 'userName', 'actorName', 'address', 'action', 'target', 'outcome', 'requestId'] as const;
export const AUDIT_PAGE_SIZES = [25, 50, 100, 500] as const;
export const AUDIT_DEFAULT_LIMIT = 50;
/** The most rows one CSV export writes (the newest, in the query's order). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const AuditLogQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Lucene query over the audit fields (user, sub, address, action, target, device, outcome, requestId, at)',
      }),
    ),
    sort: Type.Optional(Type.String({ maxLength: 40, description: 'at (default), id, user, address, action, target, outcome or requestId' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 100 })),
    offset: Type.Optional(OffsetParam({ default: 0 })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditExportQuery = Type.Object(
  {
    q: AuditLogQuery.properties.q,
    sort: AuditLogQuery.properties.sort,
    order: AuditLogQuery.properties.order,
  },
  { additionalProperties: false },
);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditChanges = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.Integer({ description: 'epoch milliseconds' }),
  userName: Type.String(),
  actorSub: Nullable(Type.String({ description: "the verified token's subject (null for entries older than the actor columns)" })),
  actorName: Type.String({ description: "the verified token's nickname: who really acted" }),
  apiToken: Nullable(Type.String({ description: 'the API token of the call: its prefix and name (null for an interactive call)' })),
  action: Type.String(),
  deviceNames: Type.Array(Type.String()),
  outcome: Type.String(),
  detail: Type.Unknown(),
  requestId: Nullable(Type.String({ description: 'the X-Request-Id of the request (and its log lines)' })),
  address: Nullable(Type.String({ description: "the caller's address" })),
  target: Nullable(Type.String({ description: 'what was acted on, e.g. svn/svi_hughes_ems/3 or the path of the call' })),
  changes: Type.Union([AuditChanges, Type.Null()], { description: 'record changes: the values before and after (null for actions)' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export interface AuditRow {
  id: number;
  at: number;
  userName: string;
  actorSub: string | null;
  actorName: string;
  apiToken: string | null;
  action: string;
  deviceNames: string[];
  outcome: string;
  detail: unknown;
  requestId: string | null;
  address: string | null;
  target: string | null;
  changes: { before: unknown; after: unknown } | null;
}

export const AuditLogAnswer = listAnswer(AuditEntry);
export type AuditLogAnswer = Static<typeof AuditLogAnswer>;

/** The target of a CMDB record's entries, which its history lists. */
export const cmdbTarget = (collection: string, id: number | string) => `svn/${collection}/${id}`;

/** GET svn/{collection}/{id}/history: a page of the record's entries, newest first. */
export const CmdbHistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'default 50' })),
    offset: Type.Optional(OffsetParam()),
  },
  { additionalProperties: false },
);
export type CmdbHistoryQuery = Static<typeof CmdbHistoryQuery>;
