export * from './infoblox-constants';
export * from './infoblox-schemas';
