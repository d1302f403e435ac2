import { UI_LANGUAGE_CODES, type UiLanguage } from './languages';

/** A language's whole catalog: namespaces of (nested) texts. */
export type Catalog = Record<string, unknown>;

/**
 * Every language's whole catalog, by its code (catalogs/<code>.json), for the server, which
 * writes to anybody in their own language. A language is read because UI_LANGUAGES names it: no
 * list of files to keep beside that one. The web never loads this: it takes one namespace of one
 * language at a time (apps/web/vite.config.ts, catalogChunks).
 */
export async function readCatalogs(): Promise<Record<UiLanguage, Catalog>> {
  const entries = await Promise.all(
    UI_LANGUAGE_CODES.map(
      async (code) => [code, (await import(`./catalogs/${code}.json`)).default as Catalog] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<UiLanguage, Catalog>;
}
