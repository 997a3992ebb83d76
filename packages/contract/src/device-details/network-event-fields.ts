import { DEVICE_FIELDS } from '../fields/device-fields';
import { fieldTable } from '../fields/field-types';
import { IMPACTED_DEVICE_SORTS } from './event-lists';

/**
 * The searchable fields of a network event row (spec 000 §3), for the grids' Lucene `query` on
 * es/network-events and es/device/network-events. Columns are those of `network_events`.
 */
export const NETWORK_EVENT_FIELDS = fieldTable([
  ['name', 'name', 'text'],
  ['impact', 'impact', 'float'],
  ['caseId', 'case_id', 'text'],
  ['startTime', 'start_time', 'epoch'],
  ['endTime', 'end_time', 'epoch'],
]);
/** A bare word looks in the impacted group and the case ID. */
export const NETWORK_EVENT_DEFAULT_FIELDS = ['name', 'caseId'] as const;

const impacted = new Set<string>(IMPACTED_DEVICE_SORTS);
/** The impacted device row's fields (a subset of DEVICE_FIELDS), for es/impacted-devices `query`. */
export const IMPACTED_DEVICE_FIELDS = DEVICE_FIELDS.filter((f) => impacted.has(f.name));
export const IMPACTED_DEVICE_DEFAULT_FIELDS = ['name'] as const;
