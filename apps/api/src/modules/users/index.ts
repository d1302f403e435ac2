/** Users: the own profile, public profiles, account deletion. */
export { presentPublicUser, presentRoommatePreview, roommateAnswers } from './presenter';
export { countFullProfiles, seesFullProfiles } from './profile-view';
export { findUserWithProfile, type ProfileRow } from './repository';
export { usersRoutes } from './routes';
export type { UsersPorts } from './service';
