import { AUDIT_FIELDS, type AuditRow } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { sqlListBatches, sqlListPage, type PageOf } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import { currentRequest } from '../../lib/request-context';
import { noteAudited } from './audit-state';

/**
 * Who acted: always the verified token's subject and nickname (actorOf in lib/request-context.ts),
 * never a name the request body or query carries. A name the caller claims (PAM's `user`,
 * DELETE's `user_name`) is data and belongs in `detail`, so no caller can write an entry under
 * someone else's name.
 */
export interface AuditActor {
  sub: string;
  name: string;
  /** The API token the call was made with ('<prefix> <name>'); none for an interactive call. */
  apiToken?: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  deviceNames: string[];
  outcome: 'success' | 'failure' | 'refused' | string;
  detail?: unknown;
  /** What was acted on when it is not (only) devices: a record (cmdbTarget), a token, a path. */
  target?: string;
  /** Record changes: { before, after } (before is null for a create, after null for a delete). */
  changes?: unknown;
  /** epoch milliseconds; now when left out */
  at?: number;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/**
 * Who did what to what, and how it ended. The request id and the caller's address come from the
 * request context (none for work outside a request), and the request is marked as audited so the
 * audit hook does not write a second entry for it.
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const request = currentRequest();
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? Date.now(),
      // user_name keeps the actor's nickname for readers of the column older than the actor columns.
      user_name: entry.actor.name,
      actor_sub: entry.actor.sub,
      actor_name: entry.actor.name,
      api_token: entry.actor.apiToken ?? null,
      action: entry.action,
      device_names: entry.deviceNames,
      outcome: entry.outcome,
      detail: json(entry.detail),
      request_id: request?.requestId ?? null,
      address: request?.address ?? null,
      target: entry.target ?? null,
      changes: json(entry.changes),
    })
    .execute();
  if (request) noteAudited(request, entry.outcome);
}

/** The API's names for the columns, as AUDIT_FIELDS and the answer spell them. */
const COLUMNS = sql`id, at, user_name AS "userName", actor_sub AS "actorSub",
  coalesce(actor_name, user_name) AS "actorName", api_token AS "apiToken", action, device_names AS "deviceNames", outcome, detail,
  request_id AS "requestId", address, target, changes`;

export interface AuditListRequest {
  where: RawBuilder<SqlBool>;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** ORDER BY the sort field, then id in the same direction so pages never overlap. */
function orderOf(sort: string, order: 'asc' | 'desc'): RawBuilder<unknown> {
  const column = AUDIT_FIELDS.find((f) => f.name === sort)?.column ?? 'at';
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  return column === 'id' ? sql`id ${dir}` : sql`${sql.ref(column)} ${dir}, id ${dir}`;
}

const rowOf = (r: AuditRow): AuditRow => ({ ...r, at: Number(r.at) });

const auditList = (req: Omit<AuditListRequest, 'limit' | 'offset'>) => ({
  from: sql`audit_log`,
  select: COLUMNS,
  where: req.where,
  orderBy: orderOf(req.sort, req.order),
});

/** One page of the entries matching `where`, and how many match (the shared list totals). */
export async function queryAudit(db: Kysely<DB>, req: AuditListRequest): Promise<PageOf<AuditRow>> {
  const page = await sqlListPage<AuditRow>(db, { ...auditList(req), offset: req.offset, limit: req.limit });
  return { ...page, data: page.data.map(rowOf) };
}

/** Every entry matching `where` (at most `max`), a batch at a time, for the CSV export. */
export async function* auditBatches(db: Kysely<DB>, req: Omit<AuditListRequest, 'limit' | 'offset'>, max: number, batch = 1000) {
  for await (const rows of sqlListBatches<AuditRow>(db, auditList(req), max, batch)) yield rows.map(rowOf);
}

/** Newest first; `deviceName` narrows to the actions that touched one device. */
export function listAudit(db: Kysely<DB>, opts: { limit: number; offset: number; deviceName?: string }) {
  const where = opts.deviceName ? sql<SqlBool>`${opts.deviceName} = ANY(device_names)` : sql<SqlBool>`true`;
  return queryAudit(db, { where, sort: 'at', order: 'desc', limit: opts.limit, offset: opts.offset });
}

/** The entries of one target (a CMDB record's history), newest first. */
export const targetHistory = (db: Kysely<DB>, target: string, limit: number, offset: number) =>
  queryAudit(db, { where: sql<SqlBool>`target = ${target}`, sort: 'at', order: 'desc', limit, offset });
