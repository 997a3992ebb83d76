export * from './saved-views';
export * from './customers';
