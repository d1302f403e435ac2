import type { IncomingHttpHeaders } from 'node:http';
import {
  ERROR_NAMESPACES,
  codeOfKey,
  formatIndiaDateTime,
  formatDayMonth,
  formatMomentInWords,
  indiaDay,
  setDateNames,
  uiLanguageFromHeader,
  type DateNames,
  type ErrorNamespace,
  type UiLanguage,
} from '@roomsetu/shared';
import { readCatalogs, type Catalog } from '@roomsetu/shared/catalog-files';
import en from '@roomsetu/shared/catalogs/en.json';

/**
 * The server's one reader of the catalogs: API error texts in the caller's language, mails and
 * notifications in the recipient's. A text a language lacks is written in English (the catalogs
 * test keeps that from happening for the server's namespaces).
 */

const CATALOGS = await readCatalogs();
for (const [language, catalog] of Object.entries(CATALOGS) as [UiLanguage, Catalog][]) {
  if (catalog.dates) setDateNames(language, catalog.dates as DateNames);
}

/** The language a request's answer is written in: its Accept-Language, else English. */
export function requestLanguage(headers: IncomingHttpHeaders): UiLanguage {
  return uiLanguageFromHeader(headers['accept-language']);
}

/** A word drawn from a catalog in the language of the text it goes into (a status, say). */
export interface CatalogWord {
  /** `namespace.key.subkey`, e.g. `enums.visitStatus.CANCELLED`. */
  ref: string;
  /** Written in small letters (as the English sentence has it mid-sentence). */
  lowerCase?: boolean;
}

/** A text of the mail and notification namespaces, or a phrase nested in one. */
export interface Phrase {
  /** `namespace.key`, e.g. `emails.visitReminderTitle`. */
  key: string;
  values?: TextValues;
}

/**
 * A moment, written as each language writes dates (in IST): `moment` is 1 Dec 2026, 10:00 am;
 * `slot` is Tue 1 Dec, 10:00; `day` is 1 Dec 2026.
 */
export interface MomentValue {
  at: Date;
  style: 'moment' | 'slot' | 'day';
}

export type TextValue = string | number | CatalogWord | Phrase | MomentValue;
export type TextValues = Readonly<Record<string, TextValue>>;

function lookup(catalog: Catalog, path: string): string | undefined {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueText(lang: UiLanguage, value: TextValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('at' in value) {
    if (value.style === 'day') {
      return `${formatDayMonth(value.at, lang)} ${indiaDay(value.at).slice(0, 4)}`;
    }
    return value.style === 'moment'
      ? formatMomentInWords(value.at, lang)
      : formatIndiaDateTime(value.at, lang);
  }
  if ('ref' in value) {
    const word = lookup(CATALOGS[lang], value.ref) ?? lookup(en, value.ref) ?? value.ref;
    return value.lowerCase ? word.toLowerCase() : word;
  }
  return t(lang, value.key, value.values);
}

/** Fills `{{name}}` from values (a name without a value stays as it is written). */
export function interpolate(lang: UiLanguage, template: string, values?: TextValues): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : valueText(lang, value);
  });
}

/** The text of `namespace.key` in `lang` (English when that language lacks it). */
export function t(lang: UiLanguage, path: string, values?: TextValues): string {
  const template = lookup(CATALOGS[lang], path) ?? lookup(en, path);
  if (template === undefined) throw new Error(`No catalog text ${path}`);
  return interpolate(lang, template, values);
}

/** A translator bound to one language, for code that writes many texts for one person. */
export type Translate = (path: string, values?: TextValues) => string;
export const translator =
  (lang: UiLanguage): Translate =>
  (path, values) =>
    t(lang, path, values);

/** A catalog phrase, for texts that are written later in the recipient's language. */
export const phrase = (key: string, values?: TextValues): Phrase => ({ key, values });

/** A literal text (what a person wrote) or a phrase, in `lang`. */
export const render = (lang: UiLanguage, text: string | Phrase): string =>
  typeof text === 'string' ? text : t(lang, text.key, text.values);

export interface ErrorText {
  namespace: ErrorNamespace;
  key: string;
  code: string;
}

/**
 * Every English error text and where it lives. Handlers throw the English text (MESSAGES.x,
 * API_ERRORS.x, or a template of them with its values): this is how the envelope finds its code
 * and its other languages. No two keys share an English text (the shared catalogs test says so).
 */
const ERROR_TEXTS: ReadonlyMap<string, ErrorText> = (() => {
  const texts = new Map<string, ErrorText>();
  for (const namespace of ERROR_NAMESPACES) {
    for (const [key, text] of Object.entries(en[namespace] as Record<string, string>)) {
      if (!texts.has(text)) texts.set(text, { namespace, key, code: codeOfKey(key) });
    }
  }
  return texts;
})();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The templates, as patterns that read their values back out of a finished sentence: shared
 * helpers (visitSlotProblem) write theirs whole, as the web shows them. Longest first, so the
 * most specific template wins.
 */
const TEMPLATES = [...ERROR_TEXTS]
  .filter(([text]) => /\{\{\w+\}\}/.test(text))
  .sort(([a], [b]) => b.length - a.length)
  .map(([text, found]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, found };
  });

/** Where an English error text (or a template of one) lives, with the values read out of it. */
export function errorTextOf(
  english: string,
): { found: ErrorText; values?: Record<string, string> } | undefined {
  const found = ERROR_TEXTS.get(english);
  if (found) return { found };
  for (const template of TEMPLATES) {
    const m = template.pattern.exec(english);
    if (!m) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, m[i + 1] ?? '']));
    return { found: template.found, values };
  }
  return undefined;
}

/** An error text in `lang`: the catalog's text for it there, with the same values. */
export function translateError(lang: UiLanguage, found: ErrorText, values?: TextValues): string {
  return t(lang, `${found.namespace}.${found.key}`, values);
}
