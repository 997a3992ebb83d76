export { ingestRoutes } from './routes';
