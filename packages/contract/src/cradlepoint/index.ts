export * from './cradlepoint-constants';
export * from './cradlepoint-fields';
export * from './cradlepoint-schemas';
