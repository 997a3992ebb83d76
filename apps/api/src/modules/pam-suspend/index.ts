export { findSchedules } from './repository';
export { pamSuspendRoutes } from './routes';
export { createSchedules, removeSchedules } from './service';
