export { lineLogger } from './line-logger';
export { startPollerFeed } from './start-poller';
