import { DEVICE_DEFAULT_FIELDS, DEVICE_FIELDS, ALERT_DEFAULT_FIELDS, ALERT_FIELDS } from '@nms/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Insertable } from 'kysely';
import type { DB } from '../db/schema';
import type { AlertTable } from '../db/schema-alerts';
import type { DeviceTable } from '../db/schema-devices';
import type { LuceneOptions } from './compile-lucene';

/** Shared by the query tests: option sets, a connection-less compiler and a device fixture. */

export const DEVICE_OPTS: LuceneOptions = { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS };
export const ALERT_OPTS: LuceneOptions = { fields: ALERT_FIELDS, defaultFields: ALERT_DEFAULT_FIELDS };

/** Compiles PostgreSQL without a database. */
export const compileOnly = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const ms = (iso: string) => Date.parse(iso);

/** 16 devices with NULL and '' values, odd characters (`_ % \ * '`), and case differences. */
export const DEVICES: Array<Insertable<DeviceTable>> = [
  {
    name: 'alpha-01',
    state: 1,
    nmd: '123',
    class_name: 'Router',
    nocid: 'N1',
    poller: 'poll-a',
    provision_status: 'Active',
    discovered: true,
    management_ip: '10.0.0.1',
    model: 'HX200',
    member_of: ['dc-east', 'beam-7'],
    rs_updated_at: ms('2026-01-01T00:00:00Z'),
    latitude: 40.5,
  },
  {
    name: 'alpha-02',
    state: 2,
    nmd: '007',
    class_name: 'Router',
    nocid: '',
    poller: 'poll-a',
    provision_status: 'Active',
    discovered: false,
    management_ip: '10.0.0.2',
    model: 'HX200',
    member_of: ['dc-east'],
    rs_updated_at: ms('2026-01-15T00:00:00Z'),
    latitude: 41,
  },
  {
    name: 'beta-01',
    state: 1,
    nmd: null,
    class_name: 'Switch',
    nocid: null,
    poller: 'poll-b',
    provision_status: 'Pending',
    discovered: null,
    management_ip: '10.0.1.1',
    model: 'HT2000W',
    member_of: [],
    rs_updated_at: ms('2026-01-31T10:00:00Z'),
    latitude: -12.25,
  },
  {
    name: 'beta-02',
    state: 3,
    nmd: '',
    class_name: 'switch',
    nocid: 'N2',
    poller: 'poll-b',
    provision_status: 'Decommissioned',
    discovered: true,
    management_ip: '192.168.1.10',
    model: 'HT2000W',
    member_of: null,
  },
  {
    name: 'gamma_1',
    state: 0,
    nmd: '123',
    class_name: 'Modem',
    nocid: 'N3',
    poller: 'poll_c',
    provision_status: 'Active',
    discovered: true,
    management_ip: '10.0.0.3',
    model: 'HX50',
    member_of: ['beam-7'],
    rs_updated_at: ms('2025-12-31T23:59:59Z'),
    latitude: 10,
  },
  {
    name: 'gammaX1',
    state: 0,
    nmd: '124',
    class_name: 'Modem',
    nocid: 'N3',
    poller: 'pollXc',
    provision_status: 'Active',
    discovered: false,
    management_ip: '10.0.0.30',
    model: 'HX50',
    member_of: ['BEAM-7x'],
    rs_updated_at: ms('2026-01-01T00:00:00Z') + 1,
    latitude: 10.5,
  },
  {
    name: 'delta 100%',
    state: 5,
    nmd: '200',
    class_name: 'Gateway',
    poller: 'poll-a',
    provision_status: 'Active',
    discovered: true,
    management_ip: '172.16.0.1',
    model: 'GW1',
    member_of: ['dc-west'],
    rs_updated_at: ms('2026-02-01T00:00:00Z'),
    latitude: 0,
    description: 'main gateway',
  },
  { name: 'Delta-3', nmd: '201', class_name: 'Gateway', nocid: 'N4', provision_status: 'Pending', model: 'GW1', description: 'backup gateway' },
  { name: 'epsilon' },
  {
    name: 'eps\\back',
    state: 4,
    nmd: '300',
    class_name: 'Router',
    nocid: '',
    poller: '',
    provision_status: 'Active',
    discovered: false,
    management_ip: '',
    model: 'HX200 Pro',
    member_of: ['a_b'],
    rs_updated_at: ms('2026-01-20T00:00:00Z'),
  },
  { name: 'and', state: 1, nmd: '123', class_name: 'Switch', poller: 'poll-b', provision_status: 'Active', discovered: true },
  { name: 'or', state: 2, nmd: '400', class_name: 'Switch', poller: 'poll-b', provision_status: 'Pending', discovered: true },
  {
    name: 'zeta*star',
    state: 6,
    nmd: '500',
    class_name: 'Router',
    nocid: 'N5',
    poller: 'poll-a',
    provision_status: 'Active',
    discovered: true,
    model: 'HX200',
    member_of: ['dc-east'],
    rs_updated_at: ms('2026-01-10T00:00:00Z'),
  },
  {
    name: 'omega',
    state: 10,
    nmd: '123',
    class_name: 'Router',
    nocid: 'N6',
    poller: 'poll-b',
    provision_status: 'Active',
    discovered: true,
    model: 'HX200',
    member_of: ['dc-west'],
    latitude: 41,
  },
  { name: "it's", state: 7, nmd: '600', class_name: 'Modem', provision_status: 'Active', discovered: false },
  {
    name: 'theta-7',
    state: 8,
    nmd: '700',
    class_name: 'Router',
    provision_status: 'Active',
    discovered: true,
    model: 'HX200 Pro',
    management_ip: '10.0.0.7',
  },
];

export const ALL_DEVICE_NAMES = DEVICES.map((d) => d.name);

export const ALERTS: Array<Insertable<AlertTable>> = [
  { name: 'a1', severity: 5, active: true, element_name: 'alpha-01', nmd: '123' },
  { name: 'a2', severity: 3, active: true, element_name: 'beta-01', nmd: null },
  { name: 'a3', severity: 4, active: true, element_name: 'beta-02', nmd: '' },
  { name: 'a4', severity: 5, active: false, element_name: 'alpha-01', nmd: '123' },
  { name: 'a5', severity: 1, active: true, element_name: 'gamma_1', nmd: '124', acknowledged: true },
];

export async function insertFixture(db: Kysely<DB>): Promise<void> {
  await db.insertInto('devices').values(DEVICES).execute();
  await db.insertInto('alerts').values(ALERTS).execute();
}
