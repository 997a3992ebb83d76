import {
  ErrorAnswer,
  MaintenanceBadRequest,
  MaintenanceConflict,
  MaintenanceCreateBody,
  MaintenanceDeleteAnswer,
  MaintenanceIdParams,
  MaintenanceImpactAnswer,
  MaintenanceImpactBody,
  MaintenanceListAnswer,
  MaintenanceListQuery,
  MaintenanceUpdateBody,
  MaintenanceVersionQuery,
  MaintenanceWindow,
  MaintenanceWindowItem,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { previewImpact } from './impact-service';
import { createWindow, deleteWindow, endWindowNow, getWindow, listWindows, updateWindow } from './service';

const PATH = '/maintenance/windows';
const tags = ['maintenance'];
const errors = { 400: MaintenanceBadRequest, 404: ErrorAnswer, 409: MaintenanceConflict };

/** Maintenance windows (issue 21 item 4): recurring PAM suspension of a query's or a list's devices. */
export async function maintenanceRoutes(app: FastifyInstance) {
  type ById = { Params: MaintenanceIdParams };

  app.get<{ Querystring: MaintenanceListQuery }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Maintenance windows with their next occurrences',
        description:
          'Windows running or ahead (all=true: finished ones too), soonest first, each with its status, its next occurrences (occurrences, default 5) and how many devices it holds PAM suspended.',
        querystring: MaintenanceListQuery,
        response: { 200: MaintenanceListAnswer, 400: ErrorAnswer },
      },
    },
    (req) => listWindows(app.readDb, req.query),
  );

  app.get<ById>(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'One maintenance window',
        description: 'The window with its status, next occurrences and how many devices it holds PAM suspended; 404 when there is none.',
        params: MaintenanceIdParams,
        response: { 200: MaintenanceWindowItem, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    (req) => getWindow(app.readDb, req.params.id),
  );

  app.post<{ Body: MaintenanceCreateBody }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Create a maintenance window',
        description:
          'A 400 names the field (`field`) and says what is wrong; a target query that does not compile is a 400 naming target. The change is written to the audit log.',
        body: MaintenanceCreateBody,
        response: { 201: MaintenanceWindow, 400: MaintenanceBadRequest },
      },
    },
    async (req, reply) => reply.status(201).send(await createWindow(app.db, req.body, actorOf(req.user))),
  );

  app.put<ById & { Body: MaintenanceUpdateBody }>(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a maintenance window',
        description:
          'The whole window as edited, with the version it was read at: another stored version is a 409 with the current window. A running occurrence follows the new definition at the scheduler’s next tick.',
        params: MaintenanceIdParams,
        body: MaintenanceUpdateBody,
        response: { 200: MaintenanceWindow, ...errors },
      },
    },
    (req) => updateWindow(app.db, req.params.id, req.body, actorOf(req.user)),
  );

  app.delete<ById & { Querystring: MaintenanceVersionQuery }>(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a maintenance window',
        description: 'Deletes the window read at `version` (else 409) and removes the PAM schedules it created (not those operators made or edited).',
        params: MaintenanceIdParams,
        querystring: MaintenanceVersionQuery,
        response: { 200: MaintenanceDeleteAnswer, ...errors },
      },
    },
    (req) => deleteWindow(app.db, req.params.id, req.query.version, actorOf(req.user)),
  );

  app.post<ById & { Body: MaintenanceVersionQuery }>(
    `${PATH}/:id/end`,
    {
      schema: {
        tags,
        summary: 'End the running occurrence now',
        description:
          'Cuts the occurrence under way short and releases its devices; the next occurrences still run. 409 when the version differs or no occurrence is running.',
        params: MaintenanceIdParams,
        body: MaintenanceVersionQuery,
        response: { 200: MaintenanceWindow, ...errors },
      },
    },
    (req) => endWindowNow(app.db, req.params.id, req.body.version, actorOf(req.user)),
  );

  app.post<{ Body: MaintenanceImpactBody }>(
    '/maintenance/impact',
    {
      schema: {
        tags,
        summary: 'Impact preview of a window before it is saved',
        description:
          'For a target and (optionally) the window’s times: devices and distinct customers it covers, devices by Device Type, those with active network events, its overlaps with other windows in the next year, and its next occurrences.',
        body: MaintenanceImpactBody,
        response: { 200: MaintenanceImpactAnswer, 400: MaintenanceBadRequest },
      },
    },
    (req) => previewImpact(app.readDb, req.body, app.deviceIndex),
  );
}
