import { hasUserCounts, seedEm7Events, userCountHistory } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { em7Devices, raiseEm7Events, insertUserCountHistory, USER_COUNT_KEEP } from '../../modules/device-search';

/** Devices per write: bounds memory for a large fleet (a FortiGate's history is ~3,500 values). */
const BATCH = 500;

/**
 * The EM7 side of a fresh fleet: active events of every device EM7 polls, and the VPN user count
 * history of its FortiGates. Runs after the devices are written (bulk COPY or through the sink);
 * does nothing when EM7 data already exists, so a restart or a second call never doubles it.
 */
export async function seedEm7(db: Kysely<DB>, now: number): Promise<{ events: number; userCountDevices: number }> {
  const report = { events: 0, userCountDevices: 0 };
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM (SELECT 1 FROM em7_events LIMIT 1) e)::int + (SELECT count(*) FROM (SELECT 1 FROM em7_user_counts LIMIT 1) u)::int AS n`.execute(
    db,
  );
  if (rows[0].n > 0) return report;
  const devices = await em7Devices(db);
  const nowS = Math.floor(now / 1000);
  for (let i = 0; i < devices.length; i += BATCH) {
    const batch = devices.slice(i, i + BATCH);
    const events = batch.flatMap((d) => seedEm7Events(d, now));
    await raiseEm7Events(db, events);
    const counted = batch.filter(hasUserCounts);
    await insertUserCountHistory(
      db,
      counted.flatMap((d) => userCountHistory(d, nowS, USER_COUNT_KEEP)),
    );
    report.events += events.length;
    report.userCountDevices += counted.length;
  }
  return report;
}
