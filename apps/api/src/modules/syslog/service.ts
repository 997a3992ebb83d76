import { SYSLOG_DEFAULT_FIELDS, SYSLOG_DEFAULT_LIMIT, SYSLOG_FIELDS, type DeviceSyslogQuery } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { ListRequest } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { deviceMessagesCondition, syslogPage } from './syslog-repository';

/**
 * es/device/syslog: one device's stored messages, newest first by default. The device condition
 * comes first so syslog_messages_device_idx (device_name, received_at DESC, id DESC) serves the
 * default page; the Lucene query filters within the device. A device with no messages (or not
 * known: messages outlive a retired device) is an empty page, not a 404.
 */
export function deviceSyslogRequest(q: DeviceSyslogQuery): ListRequest {
  const query = compileLucene(q.query, { fields: SYSLOG_FIELDS, defaultFields: SYSLOG_DEFAULT_FIELDS });
  return {
    where: deviceMessagesCondition(q.device_name, query),
    sort: q.sort || 'time',
    order: q.order ?? 'desc',
    offset: q.offset ?? 0,
    limit: q.limit ?? SYSLOG_DEFAULT_LIMIT,
  };
}

export const listDeviceSyslog = (db: Kysely<DB>, q: DeviceSyslogQuery) => syslogPage(db, deviceSyslogRequest(q));
