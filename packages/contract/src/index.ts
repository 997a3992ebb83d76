export * from './fields/field-types';
export * from './fields/device-fields';
export * from './fields/alert-fields';
export * from './severity';
export * from './es-query';
export * from './fields/row-schema';
export * from './pam-suspend';
export * from './actions';
