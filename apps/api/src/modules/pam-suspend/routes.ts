import {
  PamSuspendAnswer,
  PamSuspendCreateBody,
  PamSuspendDeviceParams,
  PamSuspendQuery,
  PamSuspendRemoveAnswer,
  PamSuspendRemoveQuery,
  PamSuspendSchedule,
  PamSuspendUpdateBody,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { startLifecycleJob } from './lifecycle';
import { createSchedules, readSchedules, removeSchedules, splitNames, updateSchedule } from './service';

const PATH = '/action/devices/pam-suspend';
const tags = ['pam-suspend'];

/** PAM suspend calls of spec 000 §7 and 001 §7 (form, bulk grid and its batch edits). */
export async function pamSuspendRoutes(app: FastifyInstance) {
  // The lifecycle job runs in a listening server only: injected test apps drive it by hand.
  let job: ReturnType<typeof startLifecycleJob> | undefined;
  app.addHook('onListen', async () => {
    job ??= startLifecycleJob(app.db, app.log);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });

  app.get<{ Querystring: PamSuspendQuery }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Schedules of the named devices, or a page of all active schedules',
        querystring: PamSuspendQuery,
        response: { 200: PamSuspendAnswer },
      },
    },
    (req) => readSchedules(app.db, req.query),
  );

  app.post<{ Body: PamSuspendCreateBody }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Create or replace the schedule of each device',
        body: PamSuspendCreateBody,
        response: { 200: PamSuspendAnswer },
      },
    },
    (req) => createSchedules(app.db, Array.isArray(req.body) ? req.body : [req.body], req.user.nickname),
  );

  app.put<{ Params: PamSuspendDeviceParams; Body: PamSuspendUpdateBody }>(
    `${PATH}/:device_name`,
    {
      schema: {
        tags,
        summary: "Edit a device's schedule (grid update)",
        params: PamSuspendDeviceParams,
        body: PamSuspendUpdateBody,
        response: { 200: PamSuspendSchedule },
      },
    },
    (req) => updateSchedule(app.db, req.params.device_name, req.body, req.user.nickname),
  );

  app.delete<{ Params: PamSuspendDeviceParams }>(
    `${PATH}/:device_name`,
    {
      schema: {
        tags,
        summary: "Delete a device's schedule (grid delete)",
        params: PamSuspendDeviceParams,
        response: { 200: PamSuspendRemoveAnswer },
      },
    },
    (req) => removeSchedules(app.db, [req.params.device_name], req.user.nickname),
  );

  app.delete<{ Querystring: PamSuspendRemoveQuery }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Remove the schedules of the named devices',
        querystring: PamSuspendRemoveQuery,
        response: { 200: PamSuspendRemoveAnswer },
      },
    },
    (req) => removeSchedules(app.db, splitNames(req.query.device_names), req.query.user_name?.trim() || req.user.nickname),
  );
}
