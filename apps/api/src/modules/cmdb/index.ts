export { type Db, insertRow } from './repository';
export { cmdbRoutes } from './routes';
