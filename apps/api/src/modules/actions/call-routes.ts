import { ACTION_RESULT_SCHEMAS, WattboxOutletsAnswer, deviceActionDef, isWattbox, type ActionInput } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { actorOf } from '../../lib/request-context';
import type { AuditActor } from '../audit';
import { callActionDef, runCallAction, ROUTED_CALL_ACTIONS } from './call-service';
import { keepDeviceErrors } from './device-errors';
import type { DeviceActionDriver } from './driver';
import { wattboxOutlets } from './outlets';
import { loadDevices } from './service';
import type { TeamNotifier } from './team-notifier';

const DeviceName = Type.String({ minLength: 1, maxLength: 255 });

/** The query parameter of each catalog input (validated further against the device in call-inputs.ts). */
function inputSchema(i: ActionInput): TSchema {
  switch (i.kind) {
    case 'ip':
      return Type.String({ maxLength: 64, description: `${i.label}: an IPv4 address` });
    case 'wattboxOutlet':
    case 'apeOutlet':
      return Type.Integer({ minimum: 1, description: "Outlet number: one of the device's outlets" });
    case 'backbone':
      return Type.Integer({ minimum: 0, maximum: 7, description: 'Backbone number, 0 to 7' });
    default:
      return Type.String();
  }
}

function querySchema(action: string) {
  const props: Record<string, TSchema> = { device_name: DeviceName };
  for (const i of deviceActionDef(action)?.inputs ?? []) props[i.name] = inputSchema(i);
  return Type.Object(props);
}

const Error400 = '400 when the Device Actions catalog does not offer the action for the device or an input is invalid; 404 unknown device.';

/** GET /action/device/{action} for every `call` action of the catalog, plus the Wattbox outlet config. */
export async function callRoutes(app: FastifyInstance, opts: { driver: DeviceActionDriver; notifier: TeamNotifier }) {
  const ctx = (actor: AuditActor) => ({ db: app.db, driver: opts.driver, notifier: opts.notifier, actor });

  for (const action of ROUTED_CALL_ACTIONS) {
    const def = callActionDef(action);
    const view = def.view ?? 'json';
    app.get<{ Querystring: Record<string, unknown> }>(
      `/action/device/${action}`,
      {
        schema: {
          tags: ['actions'],
          summary: `${def.label} (${action})${def.secured ? ': secured, notifies the NMS team' : ''}`,
          description: `Result view '${view}'. ${Error400} Audited with the user's nickname.`,
          querystring: querySchema(action),
          response: { 200: Type.Object({ results: ACTION_RESULT_SCHEMAS[view] }) },
        },
      },
      keepDeviceErrors(async (req) => runCallAction(ctx(actorOf(req.user)), action, req.query)),
    );
  }

  // Static routes above win; anything else under /action/device/ is an unknown action.
  app.get<{ Params: { action: string } }>(
    '/action/device/:action',
    { schema: { hide: true, params: Type.Object({ action: Type.String({ maxLength: 100 }) }) } },
    (req) => {
      callActionDef(req.params.action);
      throw badRequest(`Unknown action '${req.params.action}'`);
    },
  );

  app.get<{ Querystring: { device_name: string } }>(
    '/wattbox/device/all_outlets_config',
    {
      schema: {
        tags: ['actions'],
        summary: 'Outlets of a Wattbox (nocid OVRC): number and name, for Reset Wattbox Outlet',
        description: '404 unknown device; 400 when the device is not a Wattbox.',
        querystring: Type.Object({ device_name: DeviceName }),
        response: { 200: WattboxOutletsAnswer },
      },
    },
    async (req) => {
      const [device] = await loadDevices(app.db, [req.query.device_name]);
      if (!isWattbox(device)) throw badRequest(`${device.name} is not a Wattbox (nocid is '${device.nocid ?? ''}', not OVRC)`);
      return { outlets: wattboxOutlets(device) };
    },
  );
}
