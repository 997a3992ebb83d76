import {
  PamSuspendAnswer,
  PamSuspendBatchAnswer,
  PamSuspendBatchBody,
  PamSuspendConflict,
  PamSuspendCreateBody,
  PamSuspendDeviceParams,
  PamSuspendDeviceRemoveQuery,
  PamSuspendQuery,
  PamSuspendRemoveAnswer,
  PamSuspendRemoveQuery,
  PamSuspendSchedule,
  PamSuspendUpdateBody,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { createBatch } from './batch';
import { startLifecycleJob } from './lifecycle';
import { createSchedules, namesWithVersions, readSchedules, removeSchedules, updateSchedule } from './service';

const PATH = '/action/devices/pam-suspend';
const tags = ['pam-suspend'];

/** PAM suspend calls of spec 000 §7 and 001 §7 (form, bulk grid and its batch edits). */
export async function pamSuspendRoutes(app: FastifyInstance) {
  // The lifecycle job runs in a listening server only: injected test apps drive it by hand.
  let job: ReturnType<typeof startLifecycleJob> | undefined;
  const startJob = async () => {
    job ??= startLifecycleJob(app.db, app.log);
  };
  app.addHook('onListen', startJob);
  // server.ts hands the app a server of its own (serverFactory): onListen never fires there, and
  // that server binds only after the app is ready (a start-up thread holds the port until then).
  app.addHook('onReady', async () => {
    if (app.server.listening) await startJob();
    else app.server.once('listening', () => void startJob());
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
        description:
          'With device_names (comma-separated) the schedules of those devices (one device without a schedule: 404, or 200 with no rows when missing=empty); without, a sorted page of every schedule not yet ended.',
        querystring: PamSuspendQuery,
        response: { 200: PamSuspendAnswer },
      },
    },
    (req) => readSchedules(app.readDb, req.query),
  );

  app.post<{ Body: PamSuspendCreateBody }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Create or replace the schedule of each device',
        description:
          "Takes one schedule or an array of them (device_name, info, start_time and end_time in unix seconds); each replaces the device's schedule. " +
          "A device whose schedule has not ended and has another version than the item's expected_version (absent: 0, none seen) refuses the whole call: 409 with the current schedules. " +
          "The audit log records the signed-in user; `user` is kept as the schedule's data.",
        body: PamSuspendCreateBody,
        response: { 200: PamSuspendAnswer, 409: PamSuspendConflict },
      },
    },
    (req) => createSchedules(app.db, Array.isArray(req.body) ? req.body : [req.body], actorOf(req.user)),
  );

  app.post<{ Body: PamSuspendBatchBody }>(
    `${PATH}/batch`,
    {
      schema: {
        tags,
        summary: 'Create or replace many schedules in one write; each row is created or refused on its own',
        description:
          "The multi-device grid's Save: items as POST's (expected_version each), requested_at = when Save was pressed (unix seconds, " +
          'within 120 s before and 60 s after the server clock, else 400). Every window is checked against requested_at. ' +
          'Answers the schedules written and the rows refused with their reason (the form message, Device not found, or who changed it ' +
          'since it was read, with `current`). One audit entry per device.',
        body: PamSuspendBatchBody,
        response: { 200: PamSuspendBatchAnswer },
      },
    },
    (req) => createBatch(app.db, req.body, actorOf(req.user)),
  );

  app.put<{ Params: PamSuspendDeviceParams; Body: PamSuspendUpdateBody }>(
    `${PATH}/:device_name`,
    {
      schema: {
        tags,
        summary: "Edit a device's schedule (grid update)",
        description:
          'Changes the start time (unix seconds), end time or info of the schedule of one device; 404 when the device has none; 409 when `version` is given and the stored one differs.',
        params: PamSuspendDeviceParams,
        body: PamSuspendUpdateBody,
        response: { 200: PamSuspendSchedule, 409: PamSuspendConflict },
      },
    },
    (req) => updateSchedule(app.db, req.params.device_name, req.body, actorOf(req.user)),
  );

  app.delete<{ Params: PamSuspendDeviceParams; Querystring: PamSuspendDeviceRemoveQuery }>(
    `${PATH}/:device_name`,
    {
      schema: {
        tags,
        summary: "Delete a device's schedule (grid delete)",
        description:
          'Removes the schedule of one device (404 when it has none; 409 when `version` is given and the stored one differs); answers how many were removed.',
        params: PamSuspendDeviceParams,
        querystring: PamSuspendDeviceRemoveQuery,
        response: { 200: PamSuspendRemoveAnswer, 409: PamSuspendConflict },
      },
    },
    (req) => {
      const { version, user_name } = req.query;
      const versions = new Map(version === undefined ? [] : [[req.params.device_name, version]]);
      return removeSchedules(app.db, [req.params.device_name], actorOf(req.user), { versions, userName: user_name });
    },
  );

  app.delete<{ Querystring: PamSuspendRemoveQuery }>(
    PATH,
    {
      schema: {
        tags,
        summary: 'Remove the schedules of the named devices',
        description:
          'Removes the schedules of the comma-separated device_names (404 naming those without one; 409 when a version in `versions` differs from the stored one: nothing removed); ' +
          'the audit log records the signed-in user, user_name is kept as data. Answers how many were removed.',
        querystring: PamSuspendRemoveQuery,
        response: { 200: PamSuspendRemoveAnswer, 409: PamSuspendConflict },
      },
    },
    (req) => {
      const { names, versions } = namesWithVersions(req.query.device_names, req.query.versions);
      return removeSchedules(app.db, names, actorOf(req.user), { versions, userName: req.query.user_name });
    },
  );
}
