export * from './envelope';
export * from './auth';
export * from './users';
export * from './properties';
export * from './messages';
export * from './favorites';
export * from './admin';
export type * from './notifications';
export type * from './saved-searches';
