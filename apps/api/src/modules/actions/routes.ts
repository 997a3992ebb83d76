import { BulkActionAnswer, BulkActionParams, BulkActionQuery, MAX_BULK_DEVICES, PingAnswer, PingQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../audit/repository';
import { callRoutes } from './call-routes';
import { captureRoutes } from './capture/capture-routes';
import { discoveryRoutes } from './discovery';
import { keepDeviceErrors } from './device-errors';
import { configuredDriver } from './driver-registry';
import type { DeviceActionDriver } from './driver';
import { pingDevice, runBulkAction } from './service';
import { snmpDriver } from './snmp-driver';
import { webhookNotifier, type TeamNotifier } from './team-notifier';

export interface ActionRoutesOptions {
  /** Reaches the devices; by default the one ACTION_DRIVER names (simulated or icmp). */
  driver?: DeviceActionDriver;
  /** Hears of secured actions; by default the NMS_TEAM_WEBHOOK_URL webhook (or the log). */
  notifier?: TeamNotifier;
}

const Error400 = { description: 'Not allowed for the device(s), or a bad parameter' };

/** Device actions (spec 001 §2.2, §2.5, §7; 002 §2.7): ping, call actions, discovery, capture, bulk; audited. */
export async function actionRoutes(app: FastifyInstance, opts: ActionRoutesOptions) {
  // Devices with SNMP settings answer Interface Status, hardNic and ARP Cache over SNMP; the rest as configured.
  const driver = snmpDriver({
    db: app.db,
    fallback: opts.driver ?? configuredDriver(app.config.actions),
    snmp: app.config.feeds?.poller ?? { timeoutMs: 2000, retries: 1 },
    secretKey: app.config.feeds?.snmpSecretKey,
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
