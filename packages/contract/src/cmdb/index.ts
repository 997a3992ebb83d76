export * from './cmdb-entities';
export * from './cmdb-validate';
export * from './cmdb-number';
export * from './cmdb-schemas';
