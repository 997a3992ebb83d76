export { alertStatsRoutes } from './routes';
