import { gauge } from './registry';

/** Operators' browser tabs holding a live stream open on this process (modules/live/stream-hub.ts: inc on open, dec on close). */
export const liveClients = gauge('nms_live_clients', 'Connected live-update clients (open live streams of this process)');
