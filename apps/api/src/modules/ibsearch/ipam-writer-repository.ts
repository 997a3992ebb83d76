import { fieldTable, type FieldDef } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type BulkSession, toCsv } from '../fleet';

export type IpamRow = Record<string, unknown>;

export const IPAM_HOST_COLUMNS = fieldTable([
  ['id', 'id', 'int'],
  ['name', 'name', 'text'],
  ['view', 'view', 'text'],
  ['comment', 'comment', 'text'],
  ['owner', 'owner', 'text'],
  ['ownerGroup', 'owner_group', 'text'],
  ['lastModified', 'last_modified', 'text'],
  ['deviceName', 'device_name', 'text'],
]);
export const IPAM_HOST_ADDRESS_COLUMNS = fieldTable([
  ['hostId', 'host_id', 'int'],
  ['address', 'address', 'text'],
  ['ip', 'ip', 'text'],
  ['networkId', 'network_id', 'int'],
]);
export const IPAM_NETWORK_COLUMNS = fieldTable([
  ['id', 'id', 'int'],
  ['network', 'network', 'text'],
  ['view', 'network_view', 'text'],
  ['networkText', 'network_text', 'text'],
  ['comment', 'comment', 'text'],
  ['owner', 'owner', 'text'],
  ['ownerGroup', 'owner_group', 'text'],
  ['lastModified', 'last_modified', 'text'],
]);

/** Writes IPAM rows: COPY inside a fleet bulk load, multi-row INSERTs otherwise. */
export interface IpamWriter {
  write(table: string, columns: readonly FieldDef[], rows: readonly IpamRow[]): Promise<void>;
}

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

export function insertWriter(db: Kysely<DB>): IpamWriter {
  return {
    async write(table, columns, rows) {
      const per = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
      const names = sql.join(columns.map((c) => sql.ref(c.column)));
      for (let i = 0; i < rows.length; i += per) {
        const values = rows.slice(i, i + per).map((r) => sql`(${sql.join(columns.map((c) => r[c.name] ?? null))})`);
        await sql`INSERT INTO ${sql.table(table)} (${names}) VALUES ${sql.join(values)}`.execute(db);
      }
    },
  };
}

const COPY_ROWS = 20_000;

export function copyWriter(session: BulkSession): IpamWriter {
  return {
    async write(table, columns, rows) {
      for (let i = 0; i < rows.length; i += COPY_ROWS) await session.copy(table, columns, toCsv(rows.slice(i, i + COPY_ROWS), columns));
    },
  };
}
