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
        description: 'With device_names (comma-separated) the schedules of those devices; without, a sorted page of every schedule not yet ended.',
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
        description: 'Takes one schedule or an array of them (device_name, info, start_time and end_time in unix seconds); each replaces any schedule the device had. Recorded under the signed-in user.',
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
        description: 'Changes the start time (unix seconds), end time or info of the schedule of one device; 404 when the device has none.',
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
        description: 'Removes the schedule of one device (404 when it has none); answers how many were removed.',
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
        description: 'Removes the schedules of the comma-separated device_names, recorded under user_name or else the signed-in user; answers how many were removed.',
        querystring: PamSuspendRemoveQuery,
        response: { 200: PamSuspendRemoveAnswer },
      },
    },
    (req) => removeSchedules(app.db, splitNames(req.query.device_names), req.query.user_name?.trim() || req.user.nickname),
  );
}
