import { validation } from './i18n/catalogs/en.json';

/**
 * The forms' validation texts (spec §5), written once: the shared schemas and the API answer
 * with these. Apart from messages.ts so that the web app's entry, which shows only MESSAGES,
 * does not carry them (a module is the smallest piece a bundle takes).
 */
export const VALIDATION = validation;
