import { counter } from '../../lib/telemetry/registry';

/** What the streams sent, by event name (hello, changes, resync, reauth). */
export const liveEventsSent = counter('nms_live_events_sent_total', 'Live stream events written to clients, by event', ['event']);
/** Changes a stream was handed (one per stream and change): against events sent, what coalescing merged. */
export const liveChangesSeen = counter('nms_live_stream_changes_total', 'Changes delivered to live streams (counted once per stream)');
/** Views told {many: true}: more than 50 keys in a window, a record without keys, or detail dropped. */
export const liveViewsMany = counter('nms_live_views_many_total', 'Views told {many: true} in a changes event');
/** Flushes that found the socket's buffer full: detail dropped, {many} sent once it drains. */
export const liveBackpressure = counter('nms_live_backpressure_total', 'Live stream flushes that found the client not reading (detail dropped)');
/** Flushes that stopped waiting for the device index (INDEX_WAIT_MS): their devices query views heard of every changed device. */
export const liveIndexWaits = counter(
  'nms_live_index_waits_total',
  'Live flushes that gave up waiting for the device index (every changed device counted)',
);
