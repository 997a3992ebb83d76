import type { Generated } from 'kysely';

/** Saved views (migration 032, issue 21). */
export interface SavedViewTable {
  id: Generated<number>;
  owner_sub: string;
  owner_name: string;
  name: string;
  visibility: 'private' | 'shared';
  path: string;
  search: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}
