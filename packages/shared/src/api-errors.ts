import { errors } from './i18n/catalogs/en.json';

/**
 * The API's error texts beyond the spec's (MESSAGES, VALIDATION), in English. Their catalog key
 * is their code (`propertyNotFound` is PROPERTY_NOT_FOUND), so a client shows them in its
 * language; `{{name}}` marks a value the API fills in.
 */
export const API_ERRORS = errors;
