import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret, snmpSecretKey } from '../src/modules/snmp/secret-box';
import { BULK_ROWS, bulkColumns } from '../src/modules/snmp/bulk-columns';
import { snmpGet, walkArp, walkInterfaces, withSession } from '../src/modules/snmp/snmp-client';
import { resolveSnmpTarget, resolveSnmpTargets, type SnmpTarget } from '../src/modules/snmp/snmp-target';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { createTestDatabase, type TestDatabase } from './test-databases';

const SYS_NAME = '1.3.6.1.2.1.1.5.0';
const SYS_UPTIME = '1.3.6.1.2.1.1.3.0';
const opts = { timeoutMs: 1000, retries: 0 };
const V3 = ['createUser nmsv3 SHA authpass123 AES privpass123', 'rouser nmsv3 priv'];

describe('SNMP client against a real snmpd', () => {
  let agent: Snmpd;
  let v2c: SnmpTarget;
  beforeAll(async () => {
    agent = await startSnmpd({ sysName: 'peer-one', extraConf: V3 });
    v2c = { host: '127.0.0.1', port: agent.port, version: '2c', community: agent.community };
  });
  afterAll(async () => agent?.dispose());

  it('gets sysName and sysUpTime over v2c', async () => {
    const [uptime, name] = await snmpGet(v2c, [SYS_UPTIME, SYS_NAME], opts);
    expect(typeof uptime.value).toBe('number');
    expect(String(name.value)).toBe('peer-one');
  });

  it('gets over v3 authPriv (SHA/AES) and fails on a wrong key', async () => {
    const user = {
      name: 'nmsv3',
      level: 'authPriv' as const,
      authProtocol: 'sha' as const,
      authKey: 'authpass123',
      privProtocol: 'aes' as const,
      privKey: 'privpass123',
    };
    const [name] = await snmpGet({ host: '127.0.0.1', port: agent.port, version: '3', user }, [SYS_NAME], opts);
    expect(String(name.value)).toBe('peer-one');
    await expect(
      snmpGet({ host: '127.0.0.1', port: agent.port, version: '3', user: { ...user, authKey: 'wrongpass99' } }, [SYS_NAME], opts),
    ).rejects.toThrow();
  });

  it('a wrong community times out (the agent stays silent)', async () => {
    await expect(snmpGet({ ...v2c, community: 'not-it' }, [SYS_NAME], { timeoutMs: 300, retries: 0 })).rejects.toThrow(/timed out/i);
  });

  it('walks ifTable + ifXTable: lo is up with its name, type and counters', async () => {
    const ifs = await walkInterfaces(v2c, opts);
    const lo = ifs.find((i) => i.name === 'lo');
    expect(lo).toMatchObject({ descr: 'lo', type: 24, adminStatus: 1, operStatus: 1, physAddress: '' });
    expect(lo!.inOctets).toMatch(/^\d+$/);
    expect(ifs.map((i) => i.ifIndex)).toEqual([...ifs.map((i) => i.ifIndex)].sort((a, b) => a - b));
    const withMac = ifs.find((i) => i.physAddress);
    if (withMac) expect(withMac.physAddress).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
  });

  it("the multi-column GetBulk walk reads what net-snmp's own table walk reads, in one round or many", async () => {
    const cols = [1, 2, 3, 7, 8];
    const own = await withSession(
      v2c,
      opts,
      (s) =>
        new Promise<Record<string, Record<string, unknown>>>((resolve, reject) => {
          s.tableColumns('1.3.6.1.2.1.2.2', cols, 20, (err, t) => (err ? reject(err) : resolve(t)));
        }),
    );
    for (const rows of [BULK_ROWS, 2, 1]) {
      const [bulk] = await withSession(v2c, opts, (s) => bulkColumns(s, [{ tableOid: '1.3.6.1.2.1.2.2', columns: cols }], rows));
      expect(bulk).toEqual(own);
    }
    expect(Object.keys(own).length).toBeGreaterThan(0);
  });

  it('walks the ARP cache (ipNetToMediaTable) as the kernel has it', async () => {
    const entries = await walkArp(v2c, opts);
    for (const e of entries) {
      expect(e.netAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(Number.isInteger(e.ifIndex)).toBe(true);
    }
  });

  it('a stopped agent times out', async () => {
    await agent.stop();
    try {
      await expect(snmpGet(v2c, [SYS_NAME], { timeoutMs: 300, retries: 0 })).rejects.toThrow(/timed out/i);
    } finally {
      await agent.start();
    }
  });
});

describe('resolveSnmpTarget', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const db = database.db;
    const key = await snmpSecretKey(db, undefined);
    const now = Date.now();
    await sql`INSERT INTO snmp_credentials (name, version, secret, updated_at, updated_by) VALUES
      ('own', '2c', ${sealSecret(key, { community: 'own-secret' })}, ${now}, 't'),
      ('grp', '3', ${sealSecret(key, { name: 'u', level: 'authNoPriv', authProtocol: 'sha', authKey: 'k1234567' })}, ${now}, 't')`.execute(db);
    for (const [name, ip] of [
      ['d-own', '10.0.0.1'],
      ['d-group', '10.0.0.2'],
      ['d-none', '10.0.0.3'],
      ['d-v6', '::1'],
    ]) {
      await sql`INSERT INTO devices (name, management_ip) VALUES (${name}, ${ip})`.execute(db);
    }
    // Two groups: the lower id has settings, so it decides for d-group whichever order they were made in.
    const { rows: groups } = await sql<{ id: number }>`
      INSERT INTO device_groups (network_type, name, device_query) VALUES ('GEO', 'g1', ''), ('GEO', 'g2', '') RETURNING id`.execute(db);
    const [g1, g2] = groups.map((g) => g.id).sort((a, b) => a - b);
    await sql`INSERT INTO device_group_members (group_id, device_name) VALUES (${g1}, 'd-group'), (${g2}, 'd-group'), (${g1}, 'd-own'), (${g1}, 'd-v6')`.execute(
      db,
    );
    await sql`INSERT INTO group_snmp (group_id, credential, port) VALUES (${g1}, 'grp', 1161), (${g2}, 'own', 1162)`.execute(db);
    await sql`INSERT INTO device_snmp (device_name, credential, port) VALUES ('d-own', 'own', 161)`.execute(db);
  });
  afterAll(async () => database?.close());

  it('the device setting wins over its group, decrypted', async () => {
    expect(await resolveSnmpTarget(database.db, 'd-own')).toEqual({ host: '10.0.0.1', port: 161, version: '2c', community: 'own-secret' });
  });

  it('a device without its own setting takes its lowest-id group with one', async () => {
    expect(await resolveSnmpTarget(database.db, 'd-group')).toEqual({
      host: '10.0.0.2',
      port: 1161,
      version: '3',
      user: { name: 'u', level: 'authNoPriv', authProtocol: 'sha', authKey: 'k1234567' },
    });
  });

  it('no setting, an IPv6 address or an unknown device give null; the batch form leaves them out', async () => {
    expect(await resolveSnmpTarget(database.db, 'd-none')).toBeNull();
    expect(await resolveSnmpTarget(database.db, 'd-v6')).toBeNull();
    expect(await resolveSnmpTarget(database.db, 'nope')).toBeNull();
    expect([...(await resolveSnmpTargets(database.db, ['d-own', 'd-group', 'd-none', 'd-v6'])).keys()].sort()).toEqual(['d-group', 'd-own']);
  });
});
