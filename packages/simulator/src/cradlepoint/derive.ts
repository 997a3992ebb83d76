import { napByTransport } from '../network';
import { Rng } from '../prng';
import { carrierUsageAt, ecmLine, usageAt } from './usage';
import { emptyCradlepointRows, type CradlepointRouter, type CradlepointRows } from './records';

/** A fixed salt: a router's identifiers follow from its inventory record alone, whatever the fleet seed. */
const SALT = 0x0c9a;
const CARRIERS = napByTransport('lte').map((n) => n.provider);
/** SIM issuer prefixes (89 telecom, 1 USA, issuer) of the LTE carriers. */
const ICCID_PREFIX: Record<string, string> = { Verizon: '891480', 'AT&T': '8901410', 'T-Mobile': '8901260' };
const LAN_PORTS: Record<string, number> = { IBR900: 4, E300: 4, AER2200: 5, E3000: 8 };

/** How often each source misses a router (the gaps an operator troubleshoots). */
export const CRADLEPOINT_GAPS = {
  /** Not registered in ECM (no licence, never claimed). */
  notInEcm: 0.04,
  /** ECM has the router but the modem reports no phone number. */
  noEcmPhone: 0.05,
  /** The SSH collector could not log in or reach it. */
  sshUnreachable: 0.1,
  /** The line is on another carrier account: the carrier's API does not know it. */
  noCarrierLine: 0.05,
} as const;

/** The Luhn check digit ICCIDs end with. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const hex2 = (n: number) => (n & 0xff).toString(16).toUpperCase().padStart(2, '0');

/**
 * Each source's record of one router. `index` is the router's place among all Cradlepoints (by
 * name): ECM ids and MACs are handed out in that order, so they never collide; everything else
 * comes from the router's own random stream. ECM and SSH read the same MAC, ECM and the carrier
 * the inventory's phone number (mdn), so the sources join on the router.
 */
export function deriveCradlepoint(router: CradlepointRouter, index: number, now: number): CradlepointRows {
  const rng = Rng.of(SALT, 'cradlepoint', router.name);
  const rows = emptyCradlepointRows();
  const mac24 = (0x1a0000 + index * 37 + rng.int(0, 36)) % 0x1000000;
  const mac = `00:30:44:${hex2(mac24 >> 16)}:${hex2(mac24 >> 8)}:${hex2(mac24)}`;
  const ecmId = String(1_100_000 + index * 7 + rng.int(0, 6));
  const carrier = rng.pick(CARRIERS);
  const inEcm = !rng.chance(CRADLEPOINT_GAPS.notInEcm);
  const ecmPhone = rng.chance(CRADLEPOINT_GAPS.noEcmPhone) ? null : router.mdn;
  const sshReached = router.discovered !== false && !rng.chance(CRADLEPOINT_GAPS.sshUnreachable);
  const onAccount = !rng.chance(CRADLEPOINT_GAPS.noCarrierLine);
  const port = `LAN${rng.int(1, LAN_PORTS[router.model ?? ''] ?? 4)}`;
  const iccidBody = `${ICCID_PREFIX[carrier] ?? '8901'}${String(index).padStart(7, '0')}${rng.digits(12)}`.slice(0, 19);
  const carrierAt = now - rng.int(0, 3600) * 1000;

  if (inEcm) {
    const record = { cradlepoint_id: ecmId, name: router.name, mac, phone: ecmPhone, usage_mb: 0, reported_at: now };
    rows.ecm.push({ ...record, usage_mb: usageAt(ecmLine(record), now) });
  }
  if (sshReached) rows.ssh.push({ device_id: router.name, mac, lan_ip: router.lanIp, lan_port: port, collected_at: now });
  if (router.mdn && onAccount) {
    rows.carrier.push({
      iccid: iccidBody + luhnDigit(iccidBody),
      phone: router.mdn,
      carrier,
      usage_mb: carrierUsageAt(router.mdn, carrierAt),
      reported_at: carrierAt,
    });
  }
  return rows;
}

/** Every source's records of the routers (given in the order that numbers them). */
export function deriveCradlepoints(routers: readonly CradlepointRouter[], now: number): CradlepointRows {
  const all = emptyCradlepointRows();
  routers.forEach((router, i) => {
    const rows = deriveCradlepoint(router, i, now);
    all.ecm.push(...rows.ecm);
    all.ssh.push(...rows.ssh);
    all.carrier.push(...rows.carrier);
  });
  return all;
}
