export * from './roles';
export * from './operation-access';
export * from './api-tokens';
