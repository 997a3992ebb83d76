import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { namesTable, recomputeGroupImpact, syncMembership } from './group-repository';
import { inTransaction } from './in-transaction';

/** A device in a group, the group by its `NETWORK_TYPE:name` key. */
export interface MemberPair {
  device: string;
  key: string;
}

export interface MembershipOutcome {
  added: number;
  removed: number;
}

const pairsJson = (pairs: readonly MemberPair[]) => JSON.stringify(pairs.map((p, o) => ({ d: p.device, k: p.key, o })));

/** Appends the keys a device does not carry yet to its memberOf; returns how many pairs were new. */
async function addKeys(db: Kysely<DB>, pairs: readonly MemberPair[], at: number): Promise<number> {
  if (pairs.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    UPDATE devices d SET member_of = coalesce(d.member_of, '{}') || a.keys, rs_updated_at = ${at}
      FROM (SELECT r.d, array_agg(DISTINCT r.k) AS keys
              FROM jsonb_to_recordset(${pairsJson(pairs)}::jsonb) AS r(d text, k text, o int)
              JOIN devices x ON x.name = r.d
             WHERE NOT (r.k = ANY(coalesce(x.member_of, '{}')))
             GROUP BY r.d) a
     WHERE d.name = a.d
    RETURNING cardinality(a.keys) AS n`.execute(db);
  return rows.reduce((n, r) => n + r.n, 0);
}

/** Takes the keys out of the devices' memberOf; returns how many pairs were there. */
async function removeKeys(db: Kysely<DB>, pairs: readonly MemberPair[], at: number): Promise<number> {
  if (pairs.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    UPDATE devices d
       SET member_of = ARRAY(SELECT k FROM unnest(d.member_of) WITH ORDINALITY AS u(k, o) WHERE NOT k = ANY(a.keys) ORDER BY o),
           rs_updated_at = ${at}
      FROM (SELECT r.d, array_agg(DISTINCT r.k) AS keys
              FROM jsonb_to_recordset(${pairsJson(pairs)}::jsonb) AS r(d text, k text, o int)
              JOIN devices x ON x.name = r.d
             WHERE r.k = ANY(coalesce(x.member_of, '{}'))
             GROUP BY r.d) a
     WHERE d.name = a.d
    RETURNING cardinality(a.keys) AS n`.execute(db);
  return rows.reduce((n, r) => n + r.n, 0);
}

/** The pairs of the groups' current members that the call does not name (replace mode). */
async function othersOf(db: Kysely<DB>, pairs: readonly MemberPair[]): Promise<MemberPair[]> {
  const keys = [...new Set(pairs.map((p) => p.key))];
  const named = new Set(pairs.map((p) => `${p.key}\n${p.device}`));
  const { rows } = await sql<MemberPair>`
    SELECT m.device_name AS device, g.network_type || ':' || g.name AS key
      FROM device_groups g JOIN device_group_members m ON m.group_id = g.id
     WHERE g.network_type || ':' || g.name = ANY(${keys}::text[])`.execute(db);
  return rows.filter((r) => !named.has(`${r.key}\n${r.device}`));
}

/**
 * Changes group membership. Membership is the devices' memberOf (what alerts copy and Lucene
 * searches), so pairs are written there and device_group_members follows through syncMembership;
 * the groups that changed are recounted. `replace` first removes every current member of the
 * named groups that the call does not name.
 */
export async function changeMembership(
  db: Kysely<DB>,
  change: { add?: readonly MemberPair[]; remove?: readonly MemberPair[]; replace?: boolean },
  at: number,
): Promise<MembershipOutcome> {
  return inTransaction(db, async (tx) => {
    const add = change.add ?? [];
    const remove = [...(change.remove ?? []), ...(change.replace ? await othersOf(tx, add) : [])];
    const removed = await removeKeys(tx, remove, at);
    const added = await addKeys(tx, add, at);
    const touched = [...new Set([...add, ...remove].map((p) => p.device))];
    if (added + removed > 0) {
      const groups = await syncMembership(tx, touched);
      if (groups && groups.length > 0) await recomputeGroupImpact(tx, groups);
    }
    return { added, removed };
  });
}

/** Which of these names are devices of the fleet (not retired). */
export async function existingDevices(db: Kysely<DB>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`SELECT d.name FROM ${namesTable(names)} JOIN devices d ON d.name = n.name`.execute(db);
  return new Set(rows.map((r) => r.name));
}
