import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  LANGUAGE_COOKIE,
  parseUiLanguage,
  setDateNames,
  UI_LANGUAGE_CODES,
  type DateNames,
  type UiLanguage,
} from '@roomsetu/shared';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loaders } from 'virtual:roomsetu/catalogs';
import type en from '@roomsetu/shared/catalogs/en.json';

export type Namespace = keyof typeof en;

const logged = new Set<string>();

/** Reads a namespace of a language from its own chunk (vite.config.ts, catalogChunks). */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, done) {
    const load = loaders[language]?.[ns];
    if (!load) {
      done(null, {});
      return;
    }
    load().then(
      (part) => {
        // A text the catalog lacks shows in English; say so once per namespace.
        if (part.missing.length > 0 && !logged.has(`${language}:${ns}`)) {
          logged.add(`${language}:${ns}`);
          console.warn(`[i18n] ${language}/${ns} shows in English: ${part.missing.join(', ')}`);
        }
        done(null, part.default);
      },
      (error: unknown) => done(error as Error, null),
    );
  },
};

function readCookie(): UiLanguage | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseUiLanguage(match?.[1]);
}

/**
 * The language of this page: what the server drew it in (`<html lang>`, from the device's
 * cookie), else the cookie, else English.
 */
function pageLanguage(): UiLanguage {
  if (typeof document === 'undefined') return DEFAULT_UI_LANGUAGE;
  return parseUiLanguage(document.documentElement.lang) ?? readCookie() ?? DEFAULT_UI_LANGUAGE;
}

/** The app's one i18next instance; the server renderer clones it per language. */
export const i18n: I18n = i18next.createInstance();
void i18n
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    lng: pageLanguage(),
    fallbackLng: false,
    supportedLngs: UI_LANGUAGE_CODES,
    ns: [],
    defaultNS: 'common',
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    // A component waits (suspends) for its own namespaces. Another namespace arriving (a part of
    // the page loading later) re-renders nothing: that re-render would reach parts of a drawn
    // page not yet hydrated, and React would draw them again, dropping what was done on them.
    react: { useSuspense: true, bindI18nStore: '' },
  });

// The formatters in shared write a language's dates with its catalog's month and weekday names:
// they get them as its `dates` namespace arrives (loaded with the shell's texts, main.tsx; all at
// once on the server, prerender.tsx).
i18n.store.on('added', (language: string, ns: string) => {
  const names = ns === 'dates' && isUiLanguage(language) && i18n.getResourceBundle(language, ns);
  if (names) setDateNames(language, names as DateNames);
});

/**
 * The language a new account's e-mails and notifications start in: the one chosen on this device,
 * else the first of the browser's languages RoomSetu speaks, else English.
 */
export function accountLanguage(): UiLanguage {
  const chosen = readCookie();
  if (chosen) return chosen;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of browser) {
    const language = parseUiLanguage(tag.toLowerCase().split('-')[0]);
    if (language) return language;
  }
  return DEFAULT_UI_LANGUAGE;
}

export const currentLanguage = (): UiLanguage =>
  parseUiLanguage(i18n.language) ?? DEFAULT_UI_LANGUAGE;

/** Loads these namespaces of the current language (a page's texts, before it is drawn). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).catch(() => {});
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Shows the app in `language` from now on: its texts (each namespace in use loads in it),
 * `<html lang>`, and the cookie that makes the server draw the next page in it too.
 */
export async function changeLanguage(language: UiLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
