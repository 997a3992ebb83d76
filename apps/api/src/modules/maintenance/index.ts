export { maintenanceRoutes } from './routes';
export { startMaintenanceScheduler } from './scheduler-feed';
