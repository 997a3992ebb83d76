export { alertWorkflowRoutes } from './routes';
