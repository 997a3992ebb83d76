export { deviceSourceRoutes } from './routes';
export { additionalSection, sourceSection } from './service';
