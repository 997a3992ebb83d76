export { deviceDetailsRoutes } from './routes';
export { searchDevices } from './search';
