/**
 * Every user-facing text of spec §5 and §8, written once: the API answers with these and the
 * web app shows them. DESIGN.md's typo corrections are applied.
 */
import { messages } from './i18n/catalogs/en.json';
import { SESSION_MESSAGES } from './session-messages';

export { VALIDATION } from './validation-messages';
export { SESSION_MESSAGES };

export const MESSAGES = { ...SESSION_MESSAGES, ...messages };
