import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import type { Database } from '../src/db/database';
import { seedMetrics } from '../src/simulator/metrics/seed-metrics';
import { DEFAULT_RETENTION } from '../src/modules/metrics/tiers';

/** A small site of real device kinds, with seeded metric history, for metric and report tests. */
export const SITE = { company: '100042', location: 'HL00000042' };
export const DEVICES = [
  { name: 'MX-00042-VSAT1', class_name: 'HNS_SatModem', model: 'HT2000', product_category: 'Satellite Modem', nocid: 'NNOC', dmn_type: 'VSAT' },
  { name: 'MX-00042-FAP1', class_name: 'HNS_AccessPoint', model: 'FAP-231F', product_category: 'WIFI AP', nocid: 'FORTILAN', dmn_type: 'FORTILAN' },
  { name: 'MX-00042-LTE1', class_name: 'HNS_WirelessModem', model: 'RV55', product_category: 'Wireless Modem', nocid: 'NNOC', dmn_type: 'LTE' },
  {
    name: 'MX-00042-DSL1',
    class_name: 'HNS_WirelineModem',
    model: 'C3000Z',
    product_category: 'Wireline Modem',
    nocid: 'NNOC',
    dmn_type: 'DSL',
    han: 'Enabled',
    aa_cf_opermode: 3,
  },
];

export async function seedSite(db: Kysely<DB>, database: Database, now: number, days = 60) {
  await db
    .insertInto('devices')
    .values(
      DEVICES.map((d) => ({
        ...d,
        state: 5,
        discovered: true,
        longitude: -77.4,
        latitude: 39.1,
        nmd: 'MX',
        hns_company_id: SITE.company,
        hns_location_id: SITE.location,
        customer_location_id: 'CL100000042',
        management_ip: '10.16.0.9',
        firmware_version: '6.9.1.18',
        discovered_last_at: now - 3 * 86_400_000,
        discovered_first_at: now - 300 * 86_400_000,
        access_mode: 'SNMP',
        pam_discovery_state: 'Instantiated',
        // The simulator's devices: only those get seeded (simulated) history.
        simulated: true,
      })),
    )
    .execute();
  return seedMetrics(database, { seed: 7, now, days, retention: DEFAULT_RETENTION });
}
