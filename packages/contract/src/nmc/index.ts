export * from './nmc-constants';
export * from './nmc-fields';
export * from './nmc-queries';
