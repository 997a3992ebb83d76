import { Type, type Static } from 'typebox';
import { listAnswer } from '../es-query';
import { rowSchema } from '../fields/row-schema';
import { literalUnion } from '../literal-union';
import { NMC_DATE_PATTERN, SF_CASE_STATUSES, TECH_TASK_STATUSES } from './nmc-constants';
import {
  NMS_NOTIFICATION_FIELDS,
  REPLACEMENT_DISPATCH_FIELDS,
  SF_CASE_FIELDS,
  SF_DISPATCH_FIELDS,
  SF_NOTIFICATION_FIELDS,
  TECH_TASK_FIELDS,
} from './nmc-fields';
import { OffsetParam } from '../paging-params';

const paging = {
  /** The grid's search panel and column filters, Lucene over the row's fields. */
  query: Type.Optional(Type.String({ maxLength: 2000 })),
  sort: Type.Optional(Type.String({ maxLength: 60 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  offset: Type.Optional(OffsetParam()),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
};
const date = (what: string) => Type.Optional(Type.String({ pattern: NMC_DATE_PATTERN, description: `${what}, YYYY-MM-DDTHH:mm:ssZ` }));

/** GET nmc/sf_cases: cases whose hsvc_start_time is in [start_date, end_date] (default last 24 h), status (default ALL). */
export const SfCasesQuery = Type.Object(
  { status: Type.Optional(literalUnion(SF_CASE_STATUSES)), start_date: date('From'), end_date: date('To'), ...paging },
  { additionalProperties: false },
);
export type SfCasesQuery = Static<typeof SfCasesQuery>;

/** GET nmc/sf_active_notifications: no parameters, every open notification (the grid pages in the browser). */
export const SfNotificationsQuery = Type.Object({}, { additionalProperties: false });

/** GET nmc/sf_dispatches, nmc/active_notifications, nmc/replacement_dispatches: paged and sorted on the server. */
export const NmcPagedQuery = Type.Object(paging, { additionalProperties: false });
export type NmcPagedQuery = Static<typeof NmcPagedQuery>;

/** GET nmc/tech_support_tasks: also a status filter (default ALL). */
export const TechTasksQuery = Type.Object({ status: Type.Optional(literalUnion(TECH_TASK_STATUSES)), ...paging }, { additionalProperties: false });
export type TechTasksQuery = Static<typeof TechTasksQuery>;

export const SfCaseRow = rowSchema(SF_CASE_FIELDS, 'SfCase');
export const SfNotificationRow = rowSchema(SF_NOTIFICATION_FIELDS, 'SfActiveNotification');
export const SfDispatchRow = rowSchema(SF_DISPATCH_FIELDS, 'SfDispatch');
export const NmsNotificationRow = rowSchema(NMS_NOTIFICATION_FIELDS, 'NmsActiveNotification');
export const TechTaskRow = rowSchema(TECH_TASK_FIELDS, 'TechSupportTask');
export const ReplacementDispatchRow = rowSchema(REPLACEMENT_DISPATCH_FIELDS, 'ReplacementDispatch');

export const nmcAnswer = <T extends ReturnType<typeof rowSchema>>(row: T) => listAnswer(row);
export const SfCasesAnswer = nmcAnswer(SfCaseRow);
export const SfNotificationsAnswer = nmcAnswer(SfNotificationRow);
export const SfDispatchesAnswer = nmcAnswer(SfDispatchRow);
export const NmsNotificationsAnswer = nmcAnswer(NmsNotificationRow);
export const TechTasksAnswer = nmcAnswer(TechTaskRow);
export const ReplacementDispatchesAnswer = nmcAnswer(ReplacementDispatchRow);
