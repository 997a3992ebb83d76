import { DIAGNOSTIC_ACTIONS, DIAGNOSTIC_ANSWERS, type DiagnosticAction } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { keepDeviceErrors } from '../actions';
import { actorOf } from '../../lib/request-context';
import { runDiagnostic } from './diagnostic-service';

const LABELS: Record<DiagnosticAction, string> = {
  getSysArp: 'ARP table (get system arp)',
  diagHardwareNicInfo: 'NIC admin and link status (diagnose hardware deviceinfo nic)',
  diagSysLinkMonitor: 'Link monitor status (diagnose sys link-monitor status)',
  getIpsecTunnelList: 'IPsec tunnels (get vpn ipsec tunnel summary)',
  diagSwitchControllerDumpClient: "Clients of the FortiGate's first managed FortiSwitch (diagnose switch-controller dump)",
};

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
            (parent
              ? "device_name is the FortiSwitch's parent site (psiteid), a FortiGate; answers results.data.fsw_1_data and fsw_1_serial. "
              : 'Answers results.data. ') +
            'A device that cannot run the command answers results.note (the panel is hidden). 404 unknown device; 504 when the device does not answer; 502 when its management API fails.',
          querystring: Type.Object({ device_name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }),
          response: { 200: DIAGNOSTIC_ANSWERS[action] },
        },
      },
      keepDeviceErrors((req) => runDiagnostic(app.db, action, req.query.device_name, actorOf(req.user), failures)),
    );
  }
}
