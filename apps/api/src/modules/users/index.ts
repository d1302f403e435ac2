/** Users: the own profile, public profiles, account deletion. */
export { presentPublicUser, roommateAnswers } from './presenter';
export { findUserWithProfile, type ProfileRow } from './repository';
export { usersRoutes } from './routes';
export type { UsersPorts } from './service';
