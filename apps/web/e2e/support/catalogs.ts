import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Texts = { [key: string]: string | Texts };

const catalog = (language: string): Record<string, Texts> =>
  JSON.parse(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        `../../../../packages/shared/src/i18n/catalogs/${language}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, Texts>;

export const EN = catalog('en');
export const HI = catalog('hi');

/** The text at `ns:a.b.c` of a catalog (throws for a key it lacks: the journey is out of date). */
export function text(texts: Record<string, Texts>, key: string): string {
  const [ns = '', rest = ''] = key.split(':');
  let at: string | Texts | undefined = texts[ns];
  for (const part of rest.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  if (typeof at !== 'string') throw new Error(`no text at ${key}`);
  return at;
}

/**
 * The English interface texts of these namespaces that a Hindi page must not show: each text
 * whose Hindi differs, cut at its placeholders and markup, its pieces of two words or more.
 */
export function englishTexts(namespaces: readonly string[]): string[] {
  const out = new Set<string>();
  const walk = (en: string | Texts | undefined, hi: string | Texts | undefined) => {
    if (typeof en === 'string') {
      if (en === hi) return;
      for (const piece of en.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
        const trimmed = piece.trim().replace(/^[\s:,.—–-]+|[\s:,.—–-]+$/g, '');
        if (trimmed.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2) {
          out.add(trimmed);
        }
      }
      return;
    }
    if (!en) return;
    for (const [key, value] of Object.entries(en)) {
      walk(value, typeof hi === 'object' ? hi[key] : undefined);
    }
  };
  for (const ns of namespaces) walk(EN[ns], HI[ns]);
  return [...out];
}

/** Which of `texts` the page shows (its visible text, dialogs included). */
export async function shownOf(page: Page, texts: readonly string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return texts.filter((t) => shown.includes(t));
}
