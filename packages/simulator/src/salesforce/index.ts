export * from './records';
export * from './catalog';
export * from './case-factory';
export * from './event-cases';
export * from './history';
export * from './live';
