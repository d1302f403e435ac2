import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { allText, readPdf, type ReadPdf } from '@roomsetu/shared/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '../content/terms';
import type { LegalDocument } from '../content/types';
import { legalDocumentPdf } from './legal-pdf';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<string, string> = {
  '/NotoSans-Regular.ttf': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '/NotoSans-Bold.ttf': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '/NotoSansDevanagari-Regular.ttf':
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  '/NotoSansDevanagari-Bold.ttf':
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};
let server: Server;
let origin = '';
const requested: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const file = FONT_FILES[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'font/ttf' }).end(readFileSync(require.resolve(file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fontUrls = () => ({
  NotoSans: { normal: `${origin}/NotoSans-Regular.ttf`, bold: `${origin}/NotoSans-Bold.ttf` },
  NotoSansDevanagari: {
    normal: `${origin}/NotoSansDevanagari-Regular.ttf`,
    bold: `${origin}/NotoSansDevanagari-Bold.ttf`,
  },
});

describe('the Terms of Service PDF', () => {
  let pdf: ReadPdf;
  beforeAll(async () => {
    requested.length = 0;
    pdf = readPdf(await legalDocumentPdf(TERMS, fontUrls()));
  });

  it('is a whole PDF 1.4 file with the title in its metadata', () => {
    expect(pdf.raw.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.info).toMatchObject({ Title: 'RoomSetu Terms of Service', Author: 'RoomSetu' });
  });

  it('writes the same title, dates, sections and wording as the page', () => {
    const [firstPage] = pdf.pages;
    expect(firstPage!.slice(0, 3)).toEqual([
      'RoomSetu Terms of Service',
      'Last Updated: 20 October 2025 · Version 1.1',
      expect.stringContaining('Jaipur, Rajasthan 302017, India'),
    ]);
    const text = allText(pdf);
    TERMS.sections.forEach((section, i) => expect(text).toContain(`${i + 1}. ${section.title}`));
    expect(text).toContain('the courts of Jaipur, Rajasthan');
    // Every list item, after its bullet.
    const items = TERMS.sections.flatMap((s) =>
      s.body.flatMap((b) => (typeof b === 'string' ? [] : b.list)),
    );
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(text).toContain(item.split(' ').slice(0, 6).join(' '));
  });

  it('writes the rupee sign itself, not "Rs."', () => {
    const text = allText(pdf);
    expect(text).toContain('or ₹1,000 if you paid nothing');
    expect(text).not.toContain('Rs.');
  });

  it('numbers every page in its footer and bookmarks every section', () => {
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(2);
    pdf.pages.forEach((lines, i) =>
      expect(lines).toContain(`RoomSetu Terms of Service | Page ${i + 1} of ${count}`),
    );
    const bookmarks = [...pdf.raw.matchAll(/\/Title \((\d+\. [^)]*)\)/g)].map(([, t]) => t);
    expect(bookmarks).toEqual(TERMS.sections.map((s, i) => `${i + 1}. ${s.title}`));
  });

  it('never leaves a heading alone at the foot of a page', () => {
    const headings = new Set(TERMS.sections.map((s, i) => `${i + 1}. ${s.title}`));
    for (const lines of pdf.pages) {
      const body = lines.filter((line) => !line.includes('| Page '));
      expect(headings.has(body.at(-1)!)).toBe(false);
    }
  });

  it('embeds Noto Sans, and fetches no Devanagari font for English text', () => {
    expect(pdf.fonts).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(requested.sort()).toEqual(['/NotoSans-Bold.ttf', '/NotoSans-Regular.ttf']);
  });
});

const HINDI: LegalDocument = {
  title: 'सेवा की शर्तें',
  lastUpdated: '20 October 2025',
  intro: ['RoomSetu पर कमरा ढूँढना मुफ़्त है।'],
  sections: [
    {
      id: 'rent',
      title: 'किराया और जमा राशि',
      body: ['मासिक किराया ₹8,000 है।', { list: ['हिन्दी में नियम', 'Plain English item'] }],
    },
  ],
};

describe('a PDF with Hindi in it', () => {
  let pdf: ReadPdf;
  beforeAll(async () => {
    requested.length = 0;
    pdf = readPdf(await legalDocumentPdf(HINDI, fontUrls()));
  });

  it('embeds Noto Sans Devanagari, regular and bold, beside Noto Sans', () => {
    expect(pdf.fonts).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    expect(requested).toContain('/NotoSansDevanagari-Regular.ttf');
    expect(pdf.raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('shapes the Devanagari: conjuncts are single glyphs, and the words are all there', () => {
    // हिन्दी's न् is drawn as the half form of न, and शर्तें's र् as a reph over the next letter,
    // each one glyph for two characters: only a shaping engine (fontkit's GSUB) makes them.
    const conjuncts = pdf.ligatures
      .get('NotoSansDevanagari-Bold')!
      .concat(pdf.ligatures.get('NotoSansDevanagari-Regular')!);
    expect(conjuncts).toContain('न्');
    expect(conjuncts.some((glyph) => glyph.includes('र्'))).toBe(true);
    const text = allText(pdf);
    expect(text).toContain('RoomSetu');
    expect(text).toContain('₹8,000');
    expect(text).toContain('Plain English item');
    // The vowel sign ि is drawn before the consonant it follows in the text (हि as ि + ह).
    expect(text).toContain('ि' + 'ह');
  });
});
