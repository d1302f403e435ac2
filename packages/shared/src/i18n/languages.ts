/**
 * The languages RoomSetu speaks: each has one catalog (catalogs/<code>.json) and its name here,
 * written in itself, as the language switch shows it. English is the default and the fallback:
 * the spec's texts, word for word.
 */
export const UI_LANGUAGES = {
  en: 'English',
  hi: 'हिन्दी',
} as const;

export type UiLanguage = keyof typeof UI_LANGUAGES;

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export const UI_LANGUAGE_CODES = Object.keys(UI_LANGUAGES) as UiLanguage[];

/** The cookie that remembers the chosen language on a device; the server draws pages in it. */
export const LANGUAGE_COOKIE = 'roomsetu_lang';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && Object.hasOwn(UI_LANGUAGES, value);
}

/** Longer headers are not read at all: no browser sends one this long. */
const MAX_HEADER = 512;

/**
 * The language to answer in for an `Accept-UiLanguage` header: the first of its languages (by
 * weight, then order) that RoomSetu speaks, by primary subtag (hi-IN is hi). Junk, `*`, a language
 * we lack, an oversized header or none at all: English.
 */
export function uiLanguageFromHeader(header: string | null | undefined): UiLanguage {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER) {
    return DEFAULT_UI_LANGUAGE;
  }
  let best: UiLanguage = DEFAULT_UI_LANGUAGE;
  let bestWeight = 0;
  for (const part of header.split(',', 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isUiLanguage(primary)) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (m) weight = Number(m[1]);
    }
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** A cookie value, or a profile's stored language, read back: what we speak, else null. */
export function parseUiLanguage(value: unknown): UiLanguage | null {
  return isUiLanguage(value) ? value : null;
}
