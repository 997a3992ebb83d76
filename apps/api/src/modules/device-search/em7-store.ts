import type { Em7DeviceBrief, Em7EventBrief, Em7EventRecord, Em7Store, UserCountPoint } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../fleet';
import { activeEm7EventCount, activeEm7Events, clearEm7Event, em7Devices, notifyEm7Event, raiseEm7Events } from './em7-repository';
import { pruneUserCounts, writeUserCounts } from './user-count-repository';

/** The simulator's EM7 store over the repositories: what an EM7 feed adapter writes. */
export class RepositoryEm7Store implements Em7Store {
  constructor(private readonly db: Kysely<DB>) {}

  em7Devices(): Promise<Em7DeviceBrief[]> {
    return em7Devices(this.db);
  }
  raiseEm7Events(rows: Em7EventRecord[]): Promise<void> {
    return inTransaction(this.db, (tx) => raiseEm7Events(tx, rows));
  }
  activeEm7Events(limit: number): Promise<Em7EventBrief[]> {
    return activeEm7Events(this.db, limit);
  }
  activeEm7EventCount(): Promise<number> {
    return activeEm7EventCount(this.db);
  }
  notifyEm7Event(id: number, at: number): Promise<boolean> {
    return notifyEm7Event(this.db, id, at);
  }
  clearEm7Event(id: number, at: number): Promise<boolean> {
    return clearEm7Event(this.db, id, at);
  }

  /** A poll's values; the first poll of a UTC day also drops what the tiers no longer keep. */
  async writeUserCounts(points: UserCountPoint[]): Promise<void> {
    await inTransaction(this.db, (tx) => writeUserCounts(tx, points));
    const first = points.find((p) => p.step === 300);
    if (first && first.ts % 86_400 === 0) await pruneUserCounts(this.db, first.ts);
  }
}
