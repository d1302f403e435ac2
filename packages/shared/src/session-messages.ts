import { session } from './i18n/catalogs/en.json';

/**
 * The texts the app's shell can show on any page: its guards and the end of a session. Apart from
 * messages.ts, which spreads them into MESSAGES, so that the web app's entry carries these five
 * and not every message (a module is the smallest piece a bundle takes).
 */
export const SESSION_MESSAGES = session;
