import { seedCradlepoints } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { CradlepointRepository } from '../../modules/cradlepoint';

/**
 * The Cradlepoint sources of a freshly loaded fleet, from its Cradlepoint routers. Runs after
 * the devices are written; does nothing when any source already has rows (idempotent).
 */
export const seedCradlepointSources = (db: Kysely<DB>, now: number): Promise<number> => seedCradlepoints(new CradlepointRepository(db), now);
