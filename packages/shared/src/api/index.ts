export type * from './envelope';
export type * from './auth';
export type * from './users';
export type * from './properties';
export type * from './messages';
export type * from './favorites';
export type * from './admin';
export type * from './notifications';
