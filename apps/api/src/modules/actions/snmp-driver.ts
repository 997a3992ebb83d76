import type { ArpCacheResult, HardNicResult, InterfaceStatusResult } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  snmpGet,
  snmpTableColumns,
  walkArp,
  walkInterfaces,
  type SnmpInterface,
  type SnmpOptions,
  resolveSnmpTarget,
  type SnmpTarget,
} from '../snmp';
import type { CallOutcome, DeviceActionDriver } from './driver';
import { ouiVendor } from './oui-vendor';
import type { ActionDevice } from './repository';

export interface SnmpDriverOptions {
  db: Kysely<DB>;
  /** Answers every other action, and these for devices without SNMP settings. */
  fallback: DeviceActionDriver;
  snmp: SnmpOptions;
  /** config.feeds.snmpSecretKey (SNMP_SECRET_KEY). */
  secretKey: string | undefined;
  ouiFile?: string;
}

/** dot3StatsDuplexStatus (EtherLike-MIB): 1 unknown, 2 halfDuplex, 3 fullDuplex; indexed by ifIndex. */
const DOT3_STATS_TABLE = '1.3.6.1.2.1.10.7.2';
/** sysObjectID.0 (SNMPv2-MIB). */
const SYS_OBJECT_ID = '1.3.6.1.2.1.1.2.0';
const DUPLEX: Record<number, string> = { 1: 'unknown', 2: 'half', 3: 'full' };

const upDown = (status: number | null): 'up' | 'down' => (status === 1 ? 'up' : 'down');

async function duplexByIfIndex(target: SnmpTarget, opts: SnmpOptions): Promise<Map<number, string>> {
  // Many agents lack EtherLike-MIB: duplex is then 'n/a', not a failure of the whole card.
  const table = await snmpTableColumns(target, DOT3_STATS_TABLE, [19], opts).catch(() => ({}));
  return new Map(Object.entries(table).map(([idx, row]) => [Number(idx), DUPLEX[Number(row[19])] ?? 'unknown']));
}

function interfaceRows(ifs: SnmpInterface[]): InterfaceStatusResult['interfaces'] {
  return ifs.map((i) => ({
    interface: i.name,
    description: i.alias || i.descr,
    adminStatus: upDown(i.adminStatus),
    operStatus: upDown(i.operStatus),
  }));
}

/** Physical NICs: the interfaces with a hardware address (loopbacks and tunnels have none). */
function nicRows(ifs: SnmpInterface[], duplex: Map<number, string>): HardNicResult {
  return ifs
    .filter((i) => i.physAddress !== '')
    .map((i) => {
      const up = i.operStatus === 1;
      return {
        interface: i.name,
        admin: upDown(i.adminStatus),
        status: upDown(i.operStatus),
        speed: up && i.speedMbps ? String(i.speedMbps) : 'n/a',
        duplex: up ? (duplex.get(i.ifIndex) ?? 'n/a') : 'n/a',
        mac: i.physAddress,
      };
    });
}

/**
 * Interface Status, hardNic and ARP Cache over SNMP (ifTable/ifXTable, EtherLike-MIB,
 * ipNetToMediaTable) and discovery (sysObjectID) for devices that have SNMP settings; everything else goes to the driver
 * it wraps (simulated or icmp), so ACTION_DRIVER keeps meaning what it did. A device that does
 * not answer gives the contract's failure answer: the card's `error` (200), hardNic a 504.
 */
export function snmpDriver(opts: SnmpDriverOptions): DeviceActionDriver {
  const { fallback, snmp } = opts;
  const failure = (device: ActionDevice, target: SnmpTarget, err: unknown) =>
    `No response from ${device.name} (${target.host}:${target.port}) over SNMP: ${(err as Error).message}`;

  const calls: Partial<Record<string, (device: ActionDevice, target: SnmpTarget) => Promise<CallOutcome>>> = {
    async interfaceStatus(device, target) {
      try {
        const interfaces = interfaceRows(await walkInterfaces(target, snmp));
        return { results: { device_name: device.name, interfaces }, ok: true, summary: `${interfaces.length} interfaces over SNMP` };
      } catch (err) {
        const error = failure(device, target, err);
        return { results: { device_name: device.name, interfaces: [], error }, ok: false, summary: error };
      }
    },
    async hardNic(device, target) {
      let ifs: SnmpInterface[];
      try {
        ifs = await walkInterfaces(target, snmp);
      } catch (err) {
        throw new HttpError(504, `Hard NIC of ${device.name} failed: ${failure(device, target, err)}`);
      }
      const results = nicRows(ifs, await duplexByIfIndex(target, snmp));
      return { results, ok: true, summary: `${results.length} NICs over SNMP` };
    },
    async arpCache(device, target) {
      try {
        const [arp, ifs] = await Promise.all([walkArp(target, snmp), walkInterfaces(target, snmp)]);
        const names = new Map(ifs.map((i) => [i.ifIndex, i.name]));
        // type 2 is 'invalid': an entry the agent has withdrawn.
        const entries = await Promise.all(
          arp
            .filter((a) => a.type !== 2)
            .map(async (a) => ({
              interface: names.get(a.ifIndex) ?? `ifIndex ${a.ifIndex}`,
              ip: a.netAddress,
              mac: a.physAddress,
              vendor: await ouiVendor(a.physAddress, opts.ouiFile),
            })),
        );
        const results: ArpCacheResult = { device_name: device.name, entries };
        return { results, ok: true, summary: `${entries.length} ARP entries over SNMP` };
      } catch (err) {
        const error = failure(device, target, err);
        return { results: { device_name: device.name, entries: [], error }, ok: false, summary: error };
      }
    },
  };

  return {
    name: `snmp+${fallback.name}`,
    ping: (device, request) => fallback.ping(device, request),
    run: (action, device) => fallback.run(action, device),
    async discover(device) {
      const target = await resolveSnmpTarget(opts.db, device.name, opts.secretKey).catch(() => null);
      if (!target) return fallback.discover(device);
      // Discovery is the agent answering for the system group: sysObjectID names what it is.
      try {
        await snmpGet(target, [SYS_OBJECT_ID], snmp);
        return { ok: true, error: null };
      } catch (err) {
        return { ok: false, error: failure(device, target, err) };
      }
    },
    async call(action, device, input) {
      const run = calls[action];
      if (!run) return fallback.call(action, device, input);
      const target = await resolveSnmpTarget(opts.db, device.name, opts.secretKey).catch((err: unknown) => {
        // A credential sealed with another SNMP_SECRET_KEY: the server's configuration, not the device, is at fault.
        throw new HttpError(502, `SNMP settings of ${device.name} cannot be read: ${(err as Error).message}`);
      });
      return target ? run(device, target) : fallback.call(action, device, input);
    },
  };
}
