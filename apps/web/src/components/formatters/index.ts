export * from './display-value';
export * from './format-date';
export * from './format-duration';
export * from './severity';
