export { queryParam } from './query-param';
export { networkTreeRoutes } from './routes';
