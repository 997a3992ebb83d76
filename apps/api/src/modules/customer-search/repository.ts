import type { CustomerHit } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Customers whose id (a device's nmd) contains the text, those starting with it first, with their
 * device counts. The trigram index on devices.nmd finds the rows; the customers are few.
 */
export async function findCustomers(db: Kysely<DB>, text: string, limit: number): Promise<CustomerHit[]> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('devices')
    .select(['nmd as customer', sql<number>`count(*)::int`.as('device_count')])
    .where('nmd', 'ilike', like)
    .groupBy('nmd')
    .orderBy(sql`bool_or(nmd ILIKE ${prefix})`, 'desc')
    .orderBy('nmd')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ customer: String(r.customer), device_count: Number(r.device_count) }));
}
