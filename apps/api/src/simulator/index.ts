export * from './start-simulator';
