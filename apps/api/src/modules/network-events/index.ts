export { networkEventRoutes } from './routes';
