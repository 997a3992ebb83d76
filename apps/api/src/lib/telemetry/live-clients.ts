import { gauge } from './registry';

/**
 * Operators' browsers holding a live-update stream open. There is no stream yet: issue 20 adds
 * it and moves this gauge (inc on connect, dec on close). Until then it is registered at 0 so
 * the dashboard panel and alert rules exist from the start.
 */
export const liveClients = gauge('nms_live_clients', 'Connected live-update clients (0 until the stream of issue 20 exists)');
