import type { OtherDevice } from '@nms/contract';
import { em7DeviceKey } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Device Search reads over the devices table (service columns and EM7 ids, migration 011). */

/** Every device of one service, name ascending (byte order: the same on every engine). */
export async function serviceDevices(db: Kysely<DB>, serviceId: string, serviceType: string): Promise<OtherDevice[]> {
  const { rows } = await sql<{
    name: string;
    org_name: string | null;
    type: string | null;
    ip: string | null;
    stack: number | null;
    device: number | null;
  }>`
    SELECT name, org_name, product_type AS type, management_ip AS ip, em7_stack_id AS stack, em7_device_id AS device
      FROM devices WHERE service_id = ${serviceId} AND service_type = ${serviceType}
     ORDER BY name COLLATE "C"`.execute(db);
  return rows.map((r) => ({
    name: r.name,
    org_name: r.org_name ?? '',
    type: r.type ?? '',
    ip: r.ip,
    // A device outside EM7 has no id there; the grid still lists it.
    device_id: r.stack !== null && r.device !== null ? em7DeviceKey(r.stack, r.device) : '',
  }));
}

export interface Em7Device {
  name: string;
  className: string | null;
}

/** The device EM7 knows by (stack id, device id), if any. */
export async function findEm7Device(db: Kysely<DB>, stackId: number, deviceId: number): Promise<Em7Device | undefined> {
  const { rows } = await sql<Em7Device>`
    SELECT name, class_name AS "className" FROM devices WHERE em7_stack_id = ${stackId} AND em7_device_id = ${deviceId} LIMIT 1`.execute(db);
  return rows[0];
}

/** The FortiSwitches whose parent site is the FortiGate, name ascending (byte order). */
export async function switchNamesOf(db: Kysely<DB>, fortigate: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM devices WHERE psiteid = ${fortigate} AND product_category = 'Switch' ORDER BY name COLLATE "C"`.execute(db);
  return rows.map((r) => r.name);
}
