/** Feed health: the counters every feed writes, the sources they could not place, and Admin → Feeds. */
export { addFeedCounters, noteUnknownSources, readFeedCounter, readFeedCountersOf, type UnknownSeen } from './repository';
export { feedHealthRoutes } from './routes';
export { pollerFigures } from './service';
