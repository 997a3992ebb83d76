export * from './alert-workflow';
