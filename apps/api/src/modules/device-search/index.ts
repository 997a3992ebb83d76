export { em7Devices, raiseEm7Events } from './em7-repository';
export { RepositoryEm7Store } from './em7-store';
export { deviceSearchRoutes } from './routes';
export { insertUserCountHistory } from './user-count-repository';
export { USER_COUNT_KEEP } from './user-count-tiers';
