export { ownApiTokenRoutes } from './owner-routes';
export { apiTokenRoutes } from './routes';
export { API_TOKEN_PREFIX } from './token-secret';
export { verifyApiToken } from './verify-api-token';
