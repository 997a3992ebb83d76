import type { SalesforceCaseRecord } from './change-log';
import { CHANGE_LOG_DAYS } from './change-log-cpe-catalog';
import type { GeneratedDevice, GeneratedSite } from './fleet-generator';
import { Rng } from './prng';

const MIN = 60_000;
const DAY = 86_400_000;

/** Request types with their weight, subtypes and the actions a case of that type ends with. */
const REQUESTS = [
  {
    type: 'Break/Fix',
    weight: 50,
    subtypes: ['Site Down', 'Degraded Performance', 'Intermittent Connectivity', 'Hardware Failure'],
    actions: ['Remote Troubleshooting', 'Dispatch Technician', 'Replace Equipment (RMA)', 'Escalated to Tier 2', 'Escalated to Carrier'],
  },
  {
    type: 'Service Request',
    weight: 22,
    subtypes: ['Configuration Change', 'Equipment Swap', 'Relocation', 'Password Reset'],
    actions: ['Configuration Pushed', 'Dispatch Technician', 'Customer Contacted'],
  },
  {
    type: 'Proactive',
    weight: 15,
    subtypes: ['Network Event', 'PAM Alert'],
    actions: ['Remote Troubleshooting', 'Customer Contacted', 'Closed - No Trouble Found'],
  },
  { type: 'Inquiry', weight: 8, subtypes: ['Status Check', 'Usage Report', 'Billing'], actions: ['Customer Contacted', 'Information Provided'] },
  { type: 'Install', weight: 5, subtypes: ['New Install', 'Upgrade', 'De-install'], actions: ['Dispatch Technician', 'Install Completed'] },
] as const;

/** What was found in the end, per product category (troubles); other requests end as asked. */
const ISSUES: Record<string, readonly string[]> = {
  'Satellite Modem': ['Dish misalignment', 'Rain fade', 'Failed BUC/LNB', 'Modem software hang - rebooted', 'Coax connector corroded'],
  'Wireline Modem': ['Carrier circuit outage', 'Cable cut by construction', 'DSL sync loss', 'ISP maintenance'],
  'Wireless Modem': ['Poor signal strength', 'SIM deactivated by carrier', 'Carrier tower outage'],
  Router: ['Power supply failure', 'Configuration error', 'Firmware defect - upgraded', 'WAN port failure', 'VPN tunnel down at hub'],
  Switch: ['Port failure', 'PoE budget exceeded', 'Loop on customer LAN'],
  'WIFI AP': ['AP offline - PoE port disabled', 'Channel interference', 'AP hardware failure'],
};
const GENERAL_ISSUES = ['Customer power outage', 'Equipment unplugged on site', 'No trouble found', 'LAN cabling issue'];
const REQUEST_DONE: Record<string, string> = {
  'Service Request': 'Requested change completed',
  Inquiry: 'Information provided to customer',
  Install: 'Work order completed',
};

/** The device a case is opened on: mostly the site's transport or router (its SAN), else any. */
function caseDevice(devices: readonly GeneratedDevice[], rng: Rng): GeneratedDevice {
  const primary = devices.find((d) => ['Satellite Modem', 'Router', 'Wireline Modem', 'Wireless Modem'].includes(d.kind.productCategory));
  return primary && rng.chance(0.65) ? primary : rng.pick(devices);
}

/**
 * Salesforce cases of a site over the last 90 days: somewhat over half the sites have none,
 * the others one or a few. Ticket ids are unique per site index (at most 8 cases a site).
 * Cases opened in the last days may still be open (no closed time).
 */
export function salesforceCases(seed: number, now: number, site: GeneratedSite): SalesforceCaseRecord[] {
  if (site.devices.length === 0) return [];
  const rng = Rng.of(seed, 'cases', site.siteIndex);
  if (rng.chance(0.55)) return [];
  const count = Math.min(8, 1 + Math.floor(rng.exp(0.8)));
  const rows: SalesforceCaseRecord[] = [];
  for (let k = 0; k < count; k++) {
    const device = caseDevice(site.devices, rng);
    const request = rng.weighted(REQUESTS.map((r) => [r, r.weight] as const));
    const opened = now - rng.int(30, CHANGE_LOG_DAYS * 1440) * MIN;
    const open = now - opened < 3 * DAY ? rng.chance(0.5) : rng.chance(0.03);
    const closed = open ? null : Math.min(now - MIN, opened + Math.max(20 * MIN, Math.round(rng.exp(1.5 * DAY))));
    const trouble = request.type === 'Break/Fix' || request.type === 'Proactive';
    rows.push({
      ticketId: String(5_000_000 + site.siteIndex * 8 + k).padStart(8, '0'),
      customer: device.record.nmd as string,
      san: device.record.name as string,
      customerLocid: site.location.customerLocationId,
      opened,
      closed,
      requestType: request.type,
      subtype: rng.pick(request.subtypes),
      action: rng.pick(request.actions),
      actualIssue: trouble
        ? rng.pick(rng.chance(0.7) ? (ISSUES[device.kind.productCategory] ?? GENERAL_ISSUES) : GENERAL_ISSUES)
        : REQUEST_DONE[request.type],
    });
  }
  return rows.sort((a, b) => a.opened - b.opened);
}
