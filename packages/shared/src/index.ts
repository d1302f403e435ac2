export * from './cities';
export * from './constants';
export * from './enums';
export * from './messages';
