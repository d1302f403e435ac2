import { paths } from '@/config/paths';

// Apart from the API client so that the app can register its handler from the entry, which
// does not carry the client: the landing page's first screen sends no request.
let onSessionExpired: () => void = () => window.location.assign(paths.signIn);

/** The app registers a router navigation here; the default reloads into /sign-in. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The session could not be renewed: take the person to sign in. */
export function sessionExpired(): void {
  onSessionExpired();
}
