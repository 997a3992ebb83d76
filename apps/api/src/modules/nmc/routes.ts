import {
  NmcPagedQuery,
  NmsNotificationsAnswer,
  ReplacementDispatchesAnswer,
  SfCasesAnswer,
  SfCasesQuery,
  SfDispatchesAnswer,
  SfNotificationsAnswer,
  SfNotificationsQuery,
  TechTasksAnswer,
  TechTasksQuery,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { nmsActiveNotifications, replacementDispatches, sfActiveNotifications, sfCases, sfDispatches, techSupportTasks } from './service';

/** NMC Tools (spec 001 §2.15, §7): the Salesforce case lists and the NMS's own notices. */
export async function nmcRoutes(app: FastifyInstance) {
  const tags = ['nmc'];
  app.get<{ Querystring: SfCasesQuery }>(
    '/nmc/sf_cases',
    {
      schema: {
        tags,
        summary: 'Salesforce cases opened in a date-time window',
        description:
          'Cases whose hsvc_start_time is in [start_date, end_date] (default the last 24 hours, YYYY-MM-DDTHH:mm:ssZ), of one status ' +
          '(default ALL), filtered by an optional Lucene query over the case fields; sorted on the server (default hsvc_start_time desc) and paged (limit default 100).',
        querystring: SfCasesQuery,
        response: { 200: SfCasesAnswer },
      },
      ...nativeJson,
    },
    (req) => sfCases(app.db, req.query),
  );
  app.get(
    '/nmc/sf_active_notifications',
    {
      schema: {
        tags,
        summary: 'Open Salesforce notification cases',
        description: 'Every Notification case not yet resolved, newest case number first; the grid sorts and pages them in the browser.',
        querystring: SfNotificationsQuery,
        response: { 200: SfNotificationsAnswer },
      },
      ...nativeJson,
    },
    () => sfActiveNotifications(app.db),
  );
  app.get<{ Querystring: NmcPagedQuery }>(
    '/nmc/sf_dispatches',
    {
      schema: {
        tags,
        summary: 'Salesforce dispatches',
        description:
          'Field dispatches of Dispatch cases, sorted (default case_number desc; last_modified_by_name is not sortable) and paged on the server, ' +
          'filtered by an optional Lucene query over the dispatch fields.',
        querystring: NmcPagedQuery,
        response: { 200: SfDispatchesAnswer },
      },
      ...nativeJson,
    },
    (req) => sfDispatches(app.db, req.query),
  );
  app.get<{ Querystring: NmcPagedQuery }>(
    '/nmc/active_notifications',
    {
      schema: {
        tags,
        summary: "The NMS's active outage notifications",
        description:
          "One row per active network event: impacted group, network type, impact %, impacted and total devices, the event's case number " +
          'and the status of that Salesforce case when it exists. Sorted (default start_time desc) and paged on the server.',
        querystring: NmcPagedQuery,
        response: { 200: NmsNotificationsAnswer },
      },
      ...nativeJson,
    },
    (req) => nmsActiveNotifications(app.db, req.query),
  );
  app.get<{ Querystring: TechTasksQuery }>(
    '/nmc/tech_support_tasks',
    {
      schema: {
        tags,
        summary: 'Salesforce tasks of technical support cases',
        description: 'Tasks of Technical Support cases, of one task status (default ALL), sorted (default due_date asc) and paged on the server.',
        querystring: TechTasksQuery,
        response: { 200: TechTasksAnswer },
      },
      ...nativeJson,
    },
    (req) => techSupportTasks(app.db, req.query),
  );
  app.get<{ Querystring: NmcPagedQuery }>(
    '/nmc/replacement_dispatches',
    {
      schema: {
        tags,
        summary: 'Dispatches that ship a replacement part',
        description:
          'Dispatches with an RMA: part, RMA number, serials out and in, ship date and tracking number. Sorted (default case_number desc) and paged on the server.',
        querystring: NmcPagedQuery,
        response: { 200: ReplacementDispatchesAnswer },
      },
      ...nativeJson,
    },
    (req) => replacementDispatches(app.db, req.query),
  );
}
