import { counter } from '../../lib/telemetry/registry';

/** Change records this process received on nms_live, by topic; `bad` for payloads skipped as malformed. */
export const liveRecords = counter('nms_live_records_total', 'Change feed records received (LISTEN nms_live), by topic; bad: malformed, skipped', [
  'topic',
]);

/** Times the listener's connection came back after a drop (each one a resync of every subscriber). */
export const liveResyncs = counter('nms_live_resyncs_total', 'Change feed reconnects: records may have been lost, subscribers resync');
