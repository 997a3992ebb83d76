/** Feed health: the counters every feed writes, the sources they could not place, and Admin → Feeds. */
export { addFeedCounters, noteUnknownSources, readFeedCounter, readFeedCountersOf, type UnknownSeen } from './repository';
export { CREDENTIAL_ERROR_PATTERN, pollerFigures } from './service';
export { feedHealthRoutes } from './routes';
