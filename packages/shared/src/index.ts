export * from './cities';
export * from './landmarks';
export * from './constants';
export * from './enums';
export * from './listing-lifecycle';
export * from './listing-steps';
export * from './schemas/listing-lifecycle';
export * from './freshness';
export * from './moderation';
export * from './payment-flags';
export * from './blocks';
export * from './verification';
export * from './schemas/verification';
export * from './fair-housing';
export * from './photos';
export * from './messages';
export * from './room-search';
export * from './schemas/util';
export {
  daysFromToday,
  formatIndiaDateTime,
  INDIA_OFFSET_MINUTES,
  indiaInstant,
  indiaMinuteOfDay,
  indiaWeekdayIndex,
  isAvailableFromAllowed,
  todayInIndia,
} from './dates';
export * from './visits';
export * from './schemas/visits';
export * from './schemas/auth';
export * from './schemas/users';
export * from './schemas/listing-form';
export * from './schemas/properties';
export * from './schemas/property-search';
export * from './schemas/messages';
export * from './schemas/favorites';
export * from './schemas/contact';
export * from './schemas/admin';
export * from './schemas/reports';
export * from './schemas/notifications';
export * from './schemas/saved-searches';
export * from './api';
export * from './socket-events';
export * from './compatibility';
export * from './web-routes';
