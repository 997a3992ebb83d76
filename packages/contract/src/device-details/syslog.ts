import { Type, type Static } from 'typebox';
import { fieldTable } from '../fields/field-types';
import { rowSchema } from '../fields/row-schema';
import { pagedAnswer } from '../es-query';
import { OffsetParam } from '../paging-params';

/**
 * Syslog messages of one device (issue 16, beyond the spec): what the syslog receiver stored for
 * the device, newest first, filtered by the same Lucene box as the other device lists. Columns
 * are those of `syslog_messages` (migration 018).
 */
export const SYSLOG_FIELDS = fieldTable([
  ['id', 'id', 'int'],
  ['time', 'received_at', 'epoch'],
  ['sentAt', 'sent_at', 'epoch'],
  ['severity', 'severity', 'int'],
  ['facility', 'facility', 'int'],
  ['host', 'hostname', 'text'],
  ['app', 'app_name', 'text'],
  ['procId', 'proc_id', 'text'],
  ['msgId', 'msg_id', 'text'],
  ['message', 'message', 'text'],
  ['structuredData', 'structured_data', 'text'],
  ['sourceIp', 'source_ip', 'text'],
  ['transport', 'transport', 'text'],
  ['format', 'format', 'text'],
]);
/** A bare word looks in the message, the app and the host. */
export const SYSLOG_DEFAULT_FIELDS = ['message', 'app', 'host'] as const;
export const SYSLOG_DEFAULT_LIMIT = 25;
export const SYSLOG_PAGE_SIZES = [25, 50, 100, 500] as const;

/** RFC 5424 §6.2.1 severities 0..7, as the Syslog tab shows them. */
export const SYSLOG_SEVERITY_LABELS = ['Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug'] as const;
/** RFC 5424 §6.2.1 facilities 0..23 by their usual keywords. */
export const SYSLOG_FACILITY_LABELS = [
  'kern',
  'user',
  'mail',
  'daemon',
  'auth',
  'syslog',
  'lpr',
  'news',
  'uucp',
  'cron',
  'authpriv',
  'ftp',
  'ntp',
  'security',
  'console',
  'solaris-cron',
  'local0',
  'local1',
  'local2',
  'local3',
  'local4',
  'local5',
  'local6',
  'local7',
] as const;

/** GET es/device/syslog: device_name, query (Lucene over SYSLOG_FIELDS), sort (default time), order (default desc), offset, limit. */
export const DeviceSyslogQuery = Type.Object(
  {
    device_name: Type.String({ minLength: 1, maxLength: 255 }),
    query: Type.Optional(Type.String({ maxLength: 2000 })),
    sort: Type.Optional(Type.String({ maxLength: 40 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    offset: Type.Optional(OffsetParam()),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type DeviceSyslogQuery = Static<typeof DeviceSyslogQuery>;

export const SyslogRow = rowSchema(SYSLOG_FIELDS, 'SyslogMessage', {
  set: ['id', 'time', 'host', 'app', 'procId', 'msgId', 'message', 'structuredData', 'sourceIp', 'transport', 'format'],
  present: ['sentAt', 'severity', 'facility'],
});
export interface SyslogMessageRow {
  id: number;
  time: number;
  sentAt: number | null;
  severity: number | null;
  facility: number | null;
  host: string;
  app: string;
  procId: string;
  msgId: string;
  message: string;
  structuredData: string;
  sourceIp: string;
  transport: string;
  format: string;
}
export const DeviceSyslogAnswer = pagedAnswer(SyslogRow);
