import { DIAGNOSTIC_ACTIONS, DIAGNOSTIC_ANSWERS, type DiagnosticAction } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { actorOf, recordAudit } from '../audit/repository';
import { keepDeviceErrors } from '../actions/device-errors';
import { findActionDevices } from '../actions/repository';
import { loadDevices } from '../actions/service';
import { runsDiagnostics, simulatedDiagnostic } from './diagnostics';

const LABELS: Record<DiagnosticAction, string> = {
  getSysArp: 'ARP table (get system arp)',
  diagHardwareNicInfo: 'NIC admin and link status (diagnose hardware deviceinfo nic)',
  diagSysLinkMonitor: 'Link monitor status (diagnose sys link-monitor status)',
  getIpsecTunnelList: 'IPsec tunnels (get vpn ipsec tunnel summary)',
  diagSwitchControllerDumpClient: "Clients of the FortiGate's first managed FortiSwitch (diagnose switch-controller dump)",
};

/** The FortiSwitches whose parent site is the FortiGate, name ascending. */
async function switchesOf(db: Kysely<DB>, fortigate: string) {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM devices WHERE psiteid = ${fortigate} AND product_category = 'Switch' ORDER BY name COLLATE "C"`.execute(db);
  const found = await findActionDevices(db, rows.map((r) => r.name));
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * GET /action/device/{getSysArp, diagHardwareNicInfo, diagSysLinkMonitor, getIpsecTunnelList,
 * diagSwitchControllerDumpClient} (spec 001 §7): static routes, so they win over the catalog's
 * /action/device/:action. Audited like the other device actions.
 */
export async function diagnosticRoutes(app: FastifyInstance) {
  const failures = app.config.actions.simulatedFailures;
  for (const action of DIAGNOSTIC_ACTIONS) {
    const parent = action === 'diagSwitchControllerDumpClient';
    app.get<{ Querystring: { device_name: string } }>(
      `/action/device/${action}`,
      {
        schema: {
          tags: ['device-search'],
          summary: `Device Search: ${LABELS[action]}`,
          description:
            (parent ? 'device_name is the FortiSwitch\'s parent site (psiteid), a FortiGate; answers results.data.fsw_1_data and fsw_1_serial. ' : 'Answers results.data. ') +
            'A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.',
          querystring: Type.Object({ device_name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }),
          response: { 200: DIAGNOSTIC_ANSWERS[action] },
        },
      },
      keepDeviceErrors(async (req) => {
        const [device] = await loadDevices(app.db, [req.query.device_name]);
        const switches = parent && runsDiagnostics(device) ? await switchesOf(app.db, device.name) : [];
        const audit = (outcome: string, summary: string) =>
          recordAudit(app.db, { actor: actorOf(req.user), action, deviceNames: [device.name], outcome, detail: { summary, driver: 'simulated' } });
        try {
          const answer = simulatedDiagnostic(action, device, Date.now(), failures, switches);
          await audit(answer.results.note ? 'failure' : 'success', answer.results.note ?? 'answered');
          return answer;
        } catch (err) {
          if (err instanceof HttpError) await audit('failure', err.message);
          throw err;
        }
      }),
    );
  }
}
