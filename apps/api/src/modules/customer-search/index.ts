export { customerSearchRoutes } from './routes';
