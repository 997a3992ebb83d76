export * from './ipam-types';
export * from './ipam-ip';
export * from './ipam-people';
export * from './ipam-hosts';
export * from './ipam-networks';
