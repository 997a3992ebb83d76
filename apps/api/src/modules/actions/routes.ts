import {
  ActionSupport,
  ActionSupportQuery,
  BulkActionAnswer,
  BulkActionParams,
  BulkActionQuery,
  MAX_BULK_DEVICES,
  PingAnswer,
  PingQuery,
} from '@nms/contract';
import { actionSupport } from './action-support';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { callRoutes } from './call-routes';
import { captureRoutes } from './capture/capture-routes';
import { discoveryRoutes } from './discovery';
import { keepDeviceErrors } from './device-errors';
import { actionDriver } from './driver-registry';
import type { DeviceActionDriver } from './driver';
import { pingDevice, runBulkAction } from './service';
import { webhookNotifier, type TeamNotifier } from './team-notifier';

export interface ActionRoutesOptions {
  /** Reaches every device (tests); by default the simulator's devices the ACTION_DRIVER one, the others the real chain. */
  driver?: DeviceActionDriver;
  /** Hears of secured actions; by default the NMS_TEAM_WEBHOOK_URL webhook (or the log). */
  notifier?: TeamNotifier;
}

const Error400 = { description: 'Not allowed for the device(s), or a bad parameter' };

/** Device actions (spec 001 §2.2, §2.5, §7; 002 §2.7): ping, call actions, discovery, capture, bulk; audited. */
export async function actionRoutes(app: FastifyInstance, opts: ActionRoutesOptions) {
  const driver = actionDriver({
    db: app.db,
    actions: app.config.actions,
    snmp: app.config.feeds?.poller ?? { timeoutMs: 2000, retries: 1 },
    secretKey: app.config.feeds?.snmpSecretKey,
    override: opts.driver,
  });
  const notifier = opts.notifier ?? webhookNotifier(app.config.actions.teamWebhookUrl, app.log);

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
    keepDeviceErrors(async (req) => pingDevice({ db: app.db, driver, actor: actorOf(req.user) }, req.query)),
  );

  app.get<{ Querystring: ActionSupportQuery }>(
    '/action/device/support',
    {
      schema: {
        tags: ['actions'],
        summary: "Who answers a device's actions, and which are unavailable",
        description:
          'answeredBy simulator: a device the simulator made, answered with simulated data. answeredBy device: a real device; ' +
          'refused lists each offered action no real driver can run on it, with the reason a run would be refused with.',
        querystring: ActionSupportQuery,
        response: { 200: ActionSupport },
      },
    },
    (req) =>
      actionSupport(app.db, req.query.deviceName, {
        store: app.metricStore,
        secretKey: app.config.feeds?.snmpSecretKey,
        launchUiProxy: app.config.reports?.launchUiProxy ?? false,
      }),
  );

  await app.register(callRoutes, { driver, notifier });
  await app.register(discoveryRoutes, { driver });
  await app.register(captureRoutes, { driver });

  app.post<{ Params: BulkActionParams; Querystring: BulkActionQuery }>(
    '/action/devices/:action',
    {
      schema: {
        tags: ['actions'],
        summary: `Run a bulk or multi action on up to ${MAX_BULK_DEVICES} devices`,
        description:
          'action: multiPing, dcSwitch, switchToHome, switchToBackup, switchToGtn, switchToNlv or getStatus. ' +
          'Refused (400) unless the bulk action rule table allows it for every device; audited.',
        params: BulkActionParams,
        querystring: BulkActionQuery,
        response: { 200: BulkActionAnswer },
      },
    },
    (req) => runBulkAction({ db: app.db, driver, actor: actorOf(req.user) }, req.params.action, req.query.device_names),
  );
}
