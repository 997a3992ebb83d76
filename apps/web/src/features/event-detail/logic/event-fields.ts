import { ALERT_FIELDS, type FieldType } from '@nms/contract';
import { displayValue } from '../../../components/formatters/display-value';
import { formatDate } from '../../../components/formatters/format-date';
import { formatDuration } from '../../../components/formatters/format-duration';
import { severityLabel } from '../../../components/formatters/severity';

const TYPES = new Map<string, FieldType>(ALERT_FIELDS.map((f) => [f.name, f.type]));
const DURATIONS = new Set(['duration', 'clearDuration']);
const USER_DEFINED = Array.from({ length: 10 }, (_, i) => `userDefined${i + 1}`);

/** The event fields of spec 001 §2.18, in its order. */
export const EVENT_DETAIL_FIELDS: readonly string[] = [
  'elementName',
  'elementDisplayName',
  'eventName',
  'eventDisplayName',
  'elementClassName',
  'eventState',
  'eventType',
  'acknowledged',
  'active',
  'category',
  'certainty',
  'description',
  'impact',
  'instanceName',
  'isProblem',
  'owner',
  'severity',
  'source',
  'state',
  'troubleTicketID',
  ...USER_DEFINED,
  'vendor',
  'visibility',
  'willExpireAt',
];

/**
 * Then the times and counts of the event, and the device and product attributes of spec 001 §3
 * (Event) in that section's order: an operator reads the event first, the device after.
 */
export const EVENT_ATTRIBUTE_FIELDS: readonly string[] = [
  'eventText',
  'createdAt',
  'lastNotifiedAt',
  'changedAt',
  'clearedAt',
  'duration',
  'clearDuration',
  'count',
  'aaCfOpermode',
  'aaVirtualSiteId',
  'assetId',
  'beamid',
  'channelid',
  'classDisplayName',
  'className',
  'customerLocationId',
  'dataCenter',
  'discovered',
  'dslProvider',
  'dslType',
  'gwid',
  'han',
  'hanSiteName',
  'hnsCompanyID',
  'hnsLocationID',
  'hnsParentCompanyID',
  'inMaintenance',
  'instanceDisplayName',
  'isProcessed',
  'isRoot',
  'managementIp',
  'memberOf',
  'napSource',
  'nmd',
  'plsiteid',
  'productCategory',
  'productCode',
  'productFamily',
  'productGroup',
  'productType',
  'provider',
  'rsDatasource',
  'rsInsertedAt',
  'rsUpdatedAt',
  'satName',
  'siteTypeDescription',
  'sourceDomainName',
  'stateUSA',
  'subCustomerId',
  'systemRedundancyGroup',
  'zip',
];

const LISTED = new Set([...EVENT_DETAIL_FIELDS, ...EVENT_ATTRIBUTE_FIELDS]);

/** One field of an event as the detail shows it: epoch ms as dates (0 or none = Never), codes as labels. */
export function eventFieldText(field: string, value: unknown): string {
  if (field === 'severity') return severityLabel(value);
  if (DURATIONS.has(field)) return formatDuration(value);
  if (TYPES.get(field) === 'epoch') return formatDate(value, 'Never');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : displayValue(null);
  return displayValue(value);
}

/**
 * The rows of the field table: every field the spec lists (a missing one reads Unavailable or
 * Never), then whatever else the answer carries (the alert's key `name` among them).
 */
export function eventFieldRows(event: Record<string, unknown>): { field: string; text: string }[] {
  const extra = Object.keys(event).filter((f) => !LISTED.has(f));
  return [...EVENT_DETAIL_FIELDS, ...EVENT_ATTRIBUTE_FIELDS, ...extra].map((field) => ({ field, text: eventFieldText(field, event[field]) }));
}
