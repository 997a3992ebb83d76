import {
  CRADLEPOINT_CARRIER_FIELDS,
  CRADLEPOINT_ECM_FIELDS,
  CRADLEPOINT_FIELDS,
  CRADLEPOINT_SSH_FIELDS,
  type CradlepointQuery,
  type FieldTable,
} from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { selectList, sqlListPage } from '../../db/paged-list';

/** One list of the viewer: its rows (with the API's field names) from `from`, in a stable order. */
interface CradlepointList {
  fields: FieldTable;
  from: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

/**
 * Every router with what each source says of it: ECM and SSH meet on the MAC, the carrier's line
 * on the phone number ECM reports. A full outer join keeps a router one source lacks and a line
 * no router matched; the name comes from ECM, else from SSH.
 */
const COMBINED = sql`(
  SELECT coalesce(e.name, s.device_id) AS device_name,
         e.cradlepoint_id AS ecm_cradlepointid, e.name AS ecm_name, e.mac AS ecm_mac, e.phone AS ecm_phone, e.usage_mb AS ecm_usage,
         s.device_id AS ssh_deviceid, s.mac AS ssh_mac, s.lan_ip AS ssh_lanip, s.lan_port AS ssh_lanport,
         c.phone AS carrier_phone, c.iccid AS carrier_iccid, c.carrier AS carrier_carrier, c.usage_mb AS carrier_usage
    FROM cradlepoint_ecm e
    FULL JOIN cradlepoint_ssh s ON s.mac = e.mac
    FULL JOIN cradlepoint_carrier c ON c.phone = e.phone) AS r`;

// Byte order (COLLATE "C"): the same order on PGlite and PostgreSQL whatever the collation.
export const CRADLEPOINT_LISTS = {
  combined: {
    fields: CRADLEPOINT_FIELDS,
    from: COMBINED,
    order: sql`device_name COLLATE "C" NULLS LAST, ssh_deviceid COLLATE "C", carrier_iccid COLLATE "C"`,
  },
  ecm: { fields: CRADLEPOINT_ECM_FIELDS, from: sql`cradlepoint_ecm`, order: sql`name COLLATE "C", cradlepoint_id COLLATE "C"` },
  ssh: { fields: CRADLEPOINT_SSH_FIELDS, from: sql`cradlepoint_ssh`, order: sql`device_id COLLATE "C"` },
  carrier: { fields: CRADLEPOINT_CARRIER_FIELDS, from: sql`cradlepoint_carrier`, order: sql`phone COLLATE "C", iccid COLLATE "C"` },
} satisfies Record<string, CradlepointList>;

export type CradlepointListName = keyof typeof CRADLEPOINT_LISTS;

/**
 * A list's rows, every one by default (the browser filters them); offset and limit page it for
 * an API client. A first page shorter than asked is its own count.
 */
export function readCradlepointList(db: Kysely<DB>, name: CradlepointListName, q: CradlepointQuery) {
  const l: CradlepointList = CRADLEPOINT_LISTS[name];
  return sqlListPage<Record<string, unknown>>(db, {
    from: l.from,
    select: selectList(l.fields),
    where: sql<SqlBool>`true`,
    orderBy: l.order,
    offset: q.offset ?? 0,
    limit: q.limit,
  });
}
