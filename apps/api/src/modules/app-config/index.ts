export { appConfigRoutes } from './routes';
