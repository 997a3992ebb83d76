import {
  BulkActionAnswer,
  BulkActionParams,
  BulkActionQuery,
  PingAnswer,
  PingQuery,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import type { DeviceActionDriver } from './driver';
import { pingDevice, runBulkAction } from './service';
import { simulatedDriver } from './simulated-driver';

export interface ActionRoutesOptions {
  /** Reaches the devices; the simulated driver answers from the device rows when left out. */
  driver?: DeviceActionDriver;
}

const Error400 = { description: 'Not allowed for the device(s), or a bad parameter' };

/** Device actions (spec 001 §2.2, §2.5, §7; 002 §2.7): ping and the bulk/multi actions, audited. */
export async function actionRoutes(app: FastifyInstance, opts: ActionRoutesOptions) {
  const driver = opts.driver ?? simulatedDriver();

  app.get<{ Querystring: PingQuery }>(
    '/action/device/ping',
    {
      schema: {
        tags: ['actions'],
        summary: 'Ping one device (LAN or management)',
        description: `LAN ping is refused (400) when the poller is PAM-ST-OI, Currently Unavailable, notset or NotApplicable. ${Error400.description}.`,
        querystring: PingQuery,
        response: { 200: PingAnswer },
      },
    },
    (req) => pingDevice({ db: app.db, driver, userName: req.user.nickname }, req.query),
  );

  app.post<{ Params: BulkActionParams; Querystring: BulkActionQuery }>(
    '/action/devices/:action',
    {
      schema: {
        tags: ['actions'],
        summary: 'Run a bulk or multi action on up to 500 devices',
        description:
          'action: multiPing, dcSwitch, switchToHome, switchToBackup, switchToGtn, switchToNlv or getStatus. ' +
          'Refused (400) unless the bulk action rule table allows it for every device; audited.',
        params: BulkActionParams,
        querystring: BulkActionQuery,
        response: { 200: BulkActionAnswer },
      },
    },
    (req) => runBulkAction({ db: app.db, driver, userName: req.user.nickname }, req.params.action, req.query.device_names),
  );
}
