import type { MessageResult, PingIpResult } from '@nms/contract';
import type { CallInput } from '../../modules/actions/driver';
import { apeOutlets, wattboxOutlets } from '../../modules/actions/outlets';
import type { SimContext } from './sim-context';
import { pingSummary } from '../../modules/actions/ping-output';
import { hashSeed, isSatelliteDevice, lanIpOf, round2 } from '../../modules/actions/seeded';

const sameSlash24 = (a: string, b: string) => a.split('.').slice(0, 3).join('.') === b.split('.').slice(0, 3).join('.');

/** pingIp: five pings from the device to `ip`; LAN targets ~1-3 ms, remote ones like the WAN. */
export function pingIpFrom(ctx: SimContext, ip: string): PingIpResult {
  const { rng, device: d } = ctx;
  const onLan = sameSlash24(ip, lanIpOf(d));
  // Some addresses simply have nothing behind them: stable per target.
  const silent = ctx.down || hashSeed(`target|${ip}`) % 10 === 0;
  const [low, span] = onLan ? [0.4, 2.5] : isSatelliteDevice(d) ? [550, 100] : [10, 50];
  const rtts = Array.from({ length: 5 }, () => (silent ? null : round2(low + rng.next() * span)));
  return { ...pingSummary(d.name, 'ip', rtts), ip };
}

/** text (traceroute): from the poller to the device's management IP, as traceroute prints it. */
export function tracerouteText(ctx: SimContext): string {
  const { rng, device: d } = ctx;
  const target = d.managementIp ?? lanIpOf(d);
  const maxHops = 15;
  const dc = 1 + (hashSeed(d.poller ?? d.name) % 4);
  const path = [
    `10.250.${dc}.1`,
    `10.250.${dc}.254`,
    `172.31.${dc * 10}.1`,
    ...(isSatelliteDevice(d) ? [`172.30.${dc}.9`] : [`100.64.${dc}.${rng.int(1, 254)}`]),
    target,
  ];
  const lines = [`traceroute to ${target} (${target}), ${maxHops} hops max, 60 byte packets`];
  // An unreachable device never answers: its hop and every later one print stars.
  const answered = ctx.down ? path.slice(0, -1) : path;
  let rtt = 0.3;
  answered.forEach((ip, i) => {
    // The hop past the satellite gateway adds the space segment (~550 ms round trip).
    rtt += rng.float(0.5, 9) + (isSatelliteDevice(d) && ip === target ? 550 : 0);
    const t = () => `${(rtt + rng.float(0, 4)).toFixed(3)} ms`;
    lines.push(`${String(i + 1).padStart(2)}  ${ip} (${ip})  ${t()}  ${t()}  ${t()}`);
  });
  for (let hop = answered.length + 1; ctx.down && hop <= maxHops; hop++) lines.push(`${String(hop).padStart(2)}  * * *`);
  return lines.join('\n');
}

/** What a command action does, in the words the device's management system answers with. */
function commandText(action: string, ctx: SimContext, input: CallInput): string {
  const name = ctx.device.name;
  switch (action) {
    case 'clearDhcpLease':
      return `DHCP lease for ${input.target_ip} cleared on ${name}`;
    case 'resetWattboxOutlet': {
      const o = wattboxOutlets(ctx.device).find((x) => x.number === input.outlet);
      return `Outlet ${input.outlet} (${o?.name ?? 'unnamed'}) of ${name} power-cycled: off for 10 s, then on`;
    }
    case 'resetHughesApeOutlet': {
      const o = apeOutlets(ctx.device).find((x) => x.outlet_number === input.outlet);
      return `Outlet ${input.outlet} (${o?.name ?? 'unnamed'}) of ${name} power-cycled: off for 10 s, then on`;
    }
    case 'rebootPolycom':
      return `Reboot sent to ${name}; the phone re-registers in about 2 minutes`;
    case 'restartPolycom':
      return `Application restart sent to ${name}; the phone is back in about 30 seconds`;
    case 'resetHughes':
      return `Reset sent to ${name}; the modem re-acquires the satellite in about 5 minutes`;
    case 'rebootHughes':
      return `Reboot sent to ${name}; the modem is back online in about 8 minutes`;
    case 'initiateVadb':
      return `VADB test started on ${name}; results in the VADB card in about 3 minutes`;
    case 'terminateVadb':
      return `VADB test on ${name} terminated`;
    case 'rebootFortigate':
      return `FortiManager accepted the reboot of ${name} (task ${1000 + (hashSeed(name) % 9000)})`;
    case 'clearArpCisco':
      return `clear arp-cache executed on ${name}`;
    case 'clearMacCisco':
      return `clear mac address-table dynamic executed on ${name}`;
    case 'rebootCisco':
      return `reload executed on ${name}; the switch is back in about 4 minutes`;
    case 'rebootEcm':
      return `NetCloud Manager queued the reboot of ${name}`;
    default:
      return `${action} executed on ${name}`;
  }
}

/** message: advanced and secure commands. A lease outside the device's LAN does not exist. */
export function commandResult(action: string, ctx: SimContext, input: CallInput): MessageResult {
  if (ctx.error) return { status: 'failure', message: `${action} failed on ${ctx.device.name}: ${ctx.error}` };
  if (action === 'clearDhcpLease' && input.target_ip && !sameSlash24(input.target_ip, lanIpOf(ctx.device))) {
    return {
      status: 'failure',
      message: `No DHCP lease for ${input.target_ip} on ${ctx.device.name} (its LAN is ${lanIpOf(ctx.device).replace(/\.\d+$/, '.0')}/24)`,
    };
  }
  return { status: 'success', message: commandText(action, ctx, input) };
}
