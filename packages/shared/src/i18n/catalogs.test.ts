import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '../blocks';
import en from './catalogs/en.json';
import { ERROR_NAMESPACES, codeOfKey, keyOfCode } from './codes';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGE_CODES } from './languages';

type Tree = { [key: string]: string | Tree };

/** Every text of a namespace by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = en as unknown as Record<string, Tree>;
const CATALOG_DIR = new URL('./catalogs/', import.meta.url);
/** Every catalog file there is, by language code. */
const files = readdirSync(CATALOG_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const catalogOf = (code: string) =>
  JSON.parse(readFileSync(new URL(`${code}.json`, CATALOG_DIR), 'utf8')) as Record<string, Tree>;

/** Markup a text carries for <Trans> (`<a>…</a>`, `<strong>`), in order. */
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

describe('catalogs', () => {
  it('are one file per language UI_LANGUAGES names, and no other', () => {
    expect([...files].sort()).toEqual([...UI_LANGUAGE_CODES].sort());
  });

  for (const code of UI_LANGUAGE_CODES.filter((c) => c !== DEFAULT_UI_LANGUAGE)) {
    const other = catalogOf(code);

    it(`${code}: has the same namespaces as en`, () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    });

    for (const ns of Object.keys(english)) {
      it(`${code}: ${ns}: every key of en is here and the reverse, with the same {{placeholders}} and markup`, () => {
        const enTexts = leaves(english[ns]!);
        const texts = leaves(other[ns] ?? {});
        expect([...texts.keys()].sort()).toEqual([...enTexts.keys()].sort());
        for (const [key, text] of enTexts) {
          expect(placeholders(texts.get(key) ?? ''), `${ns}.${key}`).toEqual(placeholders(text));
          expect(tags(texts.get(key) ?? ''), `${ns}.${key} markup`).toEqual(tags(text));
          expect(texts.get(key)?.trim(), `${ns}.${key} is empty`).not.toBe('');
        }
      });
    }
  }
});

describe('error codes', () => {
  const keys = ERROR_NAMESPACES.flatMap((ns) =>
    Object.keys(english[ns]!).map((key) => ({ ns, key })),
  );

  it('are flat texts: a code names one text', () => {
    for (const ns of ERROR_NAMESPACES) {
      for (const [key, value] of Object.entries(english[ns]!)) {
        expect(typeof value, `${ns}.${key}`).toBe('string');
      }
    }
  });

  it('round-trip key → code → key for every key of the error namespaces', () => {
    for (const { ns, key } of keys) {
      expect(keyOfCode(codeOfKey(key)), `${ns}.${key}`).toBe(key);
    }
  });

  it('are unique across the error namespaces', () => {
    const seen = new Map<string, string>();
    for (const { ns, key } of keys) {
      const code = codeOfKey(key);
      expect(seen.get(code), `${ns}.${key} repeats ${code}`).toBeUndefined();
      seen.set(code, `${ns}.${key}`);
    }
  });

  it('find one key per English text (the API finds an error’s code by its text)', () => {
    const seen = new Map<string, string>();
    for (const { ns, key } of keys) {
      const text = english[ns]![key] as string;
      expect(seen.get(text), `${ns}.${key} repeats the text of another key`).toBeUndefined();
      seen.set(text, `${ns}.${key}`);
    }
  });

  it('cover the block texts the API answers with', () => {
    const texts = new Set(Object.values(english.errors!));
    for (const text of Object.values(BLOCK_MESSAGES)) expect(texts).toContain(text);
  });
});
