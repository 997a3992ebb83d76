export * from './bulk-actions';
export * from './action-schemas';
