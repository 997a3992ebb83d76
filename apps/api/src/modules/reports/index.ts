export { reportLinkRoutes, reportPagesRoutes } from './routes';
