export { healthRoutes } from './routes';
export { listenEarly } from './startup-server';
