export * from './roles';
export * from './operation-access';
