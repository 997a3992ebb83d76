export { listDeviceAlerts, listDeviceHistoricalAlerts } from './alerts-service';
export { stateCounts } from './devices-service';
export { esRoutes } from './routes';
