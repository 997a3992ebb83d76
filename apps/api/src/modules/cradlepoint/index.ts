export { CradlepointRepository } from './repository';
export { cradlepointRoutes } from './routes';
