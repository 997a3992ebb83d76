export { livePlugin } from './plugin';
export { liveStreamRoutes } from './stream-routes';
