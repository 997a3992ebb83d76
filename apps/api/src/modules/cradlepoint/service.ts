import type { CradlepointQuery } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { readCradlepointList, type CradlepointListName } from './list-repository';

export type { CradlepointListName };

/**
 * A viewer list's rows, every one by default (the browser filters them); offset and limit page
 * it for an API client.
 */
export const cradlepointList = (db: Kysely<DB>, name: CradlepointListName, q: CradlepointQuery) => readCradlepointList(db, name, q);
