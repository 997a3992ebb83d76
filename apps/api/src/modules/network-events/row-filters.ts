import {
  IMPACTED_DEVICE_DEFAULT_FIELDS,
  IMPACTED_DEVICE_FIELDS,
  NETWORK_EVENT_DEFAULT_FIELDS,
  NETWORK_EVENT_FIELDS,
  type FieldTable,
} from '@nms/contract';
import { compileLucene, type LuceneOptions } from '../../query';
import type { RowFilter } from './repository';

/**
 * The grids' Lucene `query` (search panel, column filters) as SQL over the row's fields. The
 * lists' statements alias their tables (network_events e, devices d joined to their
 * memberships), so every column is qualified with that alias: a field never resolves to the
 * other side of a join or subquery. Built once: compileLucene caches its lookup per table.
 */
const qualified = (fields: FieldTable, alias: string): FieldTable => fields.map((f) => ({ ...f, column: `${alias}.${f.column}` }));

const EVENTS: LuceneOptions = { fields: qualified(NETWORK_EVENT_FIELDS, 'e'), defaultFields: NETWORK_EVENT_DEFAULT_FIELDS };
const DEVICES: LuceneOptions = { fields: qualified(IMPACTED_DEVICE_FIELDS, 'd'), defaultFields: IMPACTED_DEVICE_DEFAULT_FIELDS };

/** Network event rows (name, impact, caseId, startTime, endTime); a bare word looks in name and caseId. */
export const networkEventFilter = (query: string | undefined): RowFilter => compileLucene(query, EVENTS);
/** Impacted device rows (name, state, nmd, className, stateUSA, napSource); a bare word looks in name. */
export const impactedDeviceFilter = (query: string | undefined): RowFilter => compileLucene(query, DEVICES);

/** Whether a query narrows the list at all: absent, blank and '*' (the grid's "everything") do not. */
export const narrows = (query: string | undefined): boolean => !!query && query.trim() !== '' && query.trim() !== '*';
