import { ipamHostsOf, ipamNetworkOf, looseAddressesOf, networkKeyId, type IpamDevice, type IpamNetwork, type IpamNetworkKey } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createIndexes, dropSecondaryIndexes, type BulkSession } from '../../modules/fleet';
import { IPAM_HOST_ADDRESS_COLUMNS, IPAM_HOST_COLUMNS, IPAM_NETWORK_COLUMNS, copyWriter, insertWriter, type IpamRow } from '../../modules/ibsearch';

/** Devices read per round: bounds memory at a million devices (only network ids are kept across rounds). */
const DEVICE_BATCH = 5_000;
const IPAM_TABLES = ['ipam_hosts', 'ipam_host_addresses', 'ipam_networks', 'ipam_addresses'];

export interface IpamSeedReport {
  hosts: number;
  networks: number;
  addresses: number;
}

/**
 * The IPAM data set of the fleet in the database, as an Infoblox grid holding the fleet's
 * addresses would have it: host records per device (from the simulator), the networks holding
 * them, and the address statuses derived from the records. Runs after the devices are written
 * (bulk COPY or through the sink); does nothing when IPAM data already exists.
 */
export async function seedIpam(db: Kysely<DB>, opts: { now: number; session?: BulkSession }): Promise<IpamSeedReport> {
  const report: IpamSeedReport = { hosts: 0, networks: 0, addresses: 0 };
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM ipam_hosts LIMIT 1) x`.execute(db);
  if (rows[0].n > 0) return report;
  // A bulk load builds the indexes once at the end, as the fleet load does for its tables.
  const indexes = opts.session ? await dropSecondaryIndexes(db, IPAM_TABLES) : [];
  const writer = opts.session ? copyWriter(opts.session) : insertWriter(db);
  const networks = new Map<string, number>();
  const written: IpamNetwork[] = [];
  let last = '';
  for (;;) {
    const devices = await deviceBatch(db, last);
    if (devices.length === 0) break;
    last = devices[devices.length - 1].name;
    const batch = hostRows(devices, opts.now, networks, report.hosts);
    await writer.write('ipam_networks', IPAM_NETWORK_COLUMNS, batch.networks.map(networkRow(networks)));
    await writer.write('ipam_hosts', IPAM_HOST_COLUMNS, batch.hosts);
    await writer.write('ipam_host_addresses', IPAM_HOST_ADDRESS_COLUMNS, batch.addresses);
    written.push(...batch.networks);
    report.hosts += batch.hosts.length;
  }
  report.networks = written.length;
  report.addresses = await deriveAddresses(db, opts.now, written, networks);
  if (indexes.length) await createIndexes(db, indexes);
  return report;
}

async function deviceBatch(db: Kysely<DB>, after: string): Promise<IpamDevice[]> {
  const { rows } = await sql<IpamDevice>`
    SELECT name, nmd, management_ip AS "managementIp", lan_ip AS "lanIp", description, userdef1, data_center AS "dataCenter",
           product_category AS "productCategory"
      FROM devices WHERE name > ${after} ORDER BY name LIMIT ${DEVICE_BATCH}`.execute(db);
  return rows;
}

const networkRow =
  (ids: Map<string, number>) =>
  (n: IpamNetwork): IpamRow => ({
    ...n,
    id: ids.get(networkKeyId(n)),
    network: n.cidr,
    networkText: n.cidr,
  });

/** Host rows of a batch of devices; networks seen for the first time get the next ids. */
function hostRows(devices: IpamDevice[], now: number, networks: Map<string, number>, firstHostId: number) {
  const hosts: IpamRow[] = [];
  const addresses: IpamRow[] = [];
  const fresh: IpamNetwork[] = [];
  const networkId = (key: IpamNetworkKey, sample: IpamDevice): number => {
    const id = networkKeyId(key);
    let n = networks.get(id);
    if (n === undefined) {
      n = networks.size + 1;
      networks.set(id, n);
      fresh.push(ipamNetworkOf(key, sample, now));
    }
    return n;
  };
  for (const d of devices) {
    for (const h of ipamHostsOf(d, now)) {
      const id = firstHostId + hosts.length + 1;
      hosts.push({ ...h, id });
      for (const a of h.addresses) addresses.push({ hostId: id, address: a.ip, ip: a.ip, networkId: networkId(a.network, d) });
    }
  }
  return { hosts, addresses, networks: fresh };
}

/**
 * Address statuses from the host records, as IPAM derives them: one record at an address is
 * USED, several are a CONFLICT, and the address of a device not installed yet (provisioning
 * PEND) is PENDING. Then the loose addresses of each network (discovered or reserved, no record).
 */
async function deriveAddresses(db: Kysely<DB>, now: number, nets: IpamNetwork[], ids: Map<string, number>): Promise<number> {
  const derived = await sql`
    INSERT INTO ipam_addresses (network_id, address, ip, status, names, owner, owner_group, last_modified)
    SELECT a.network_id, a.address, min(a.ip),
           CASE WHEN count(*) > 1 THEN 'CONFLICT' WHEN bool_or(d.provision_status = 'PEND') THEN 'PENDING' ELSE 'USED' END,
           array_agg(h.name ORDER BY h.name), min(h.owner), min(h.owner_group), max(h.last_modified)
      FROM ipam_host_addresses a
      JOIN ipam_hosts h ON h.id = a.host_id
      LEFT JOIN devices d ON d.name = h.device_name
     WHERE a.network_id IS NOT NULL
     GROUP BY a.network_id, a.address`.execute(db);
  let count = Number(derived.numAffectedRows ?? 0);
  const loose = nets.flatMap((n) => looseAddressesOf(n, now).map((a) => ({ ...a, networkId: ids.get(networkKeyId(n)) })));
  for (let i = 0; i < loose.length; i += 2_000) {
    const values = loose
      .slice(i, i + 2_000)
      .map((a) => sql`(${a.networkId}, ${a.ip}::inet, ${a.ip}, ${a.status}, ${a.owner}, ${a.ownerGroup}, ${a.lastModified})`);
    const r = await sql`
      INSERT INTO ipam_addresses (network_id, address, ip, status, owner, owner_group, last_modified) VALUES ${sql.join(values)}
      ON CONFLICT (network_id, address) DO NOTHING`.execute(db);
    count += Number(r.numAffectedRows ?? 0);
  }
  return count;
}
