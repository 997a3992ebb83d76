export { savedViewRoutes } from './routes';
