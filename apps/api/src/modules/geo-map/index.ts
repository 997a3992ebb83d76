export { geoMapRoutes } from './routes';
