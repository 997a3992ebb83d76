export { changeLogRoutes } from './routes';
