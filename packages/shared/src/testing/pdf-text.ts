import { inflateSync } from 'node:zlib';

/**
 * A PDF read back the way a viewer's text layer reads it: each page's lines, the embedded fonts,
 * and the glyphs that stand for more than one character. Enough for the PDFs RoomSetu writes
 * (pdfmake: one text object per word or run, fonts with ToUnicode maps), to check their words.
 */

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated when they were compressed. */
  stream?: Buffer;
}

/** Every object of the file by number, read the way a viewer would, streams inflated. */
function pdfObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const raw = Buffer.from(bytes);
  const text = raw.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n((?:(?!endobj)[\s\S])*?)\nendobj/g)) {
    const [whole, number, body] = match as unknown as [string, string, string];
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(number), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index + whole.indexOf('\nstream\n') + '\nstream\n'.length;
    const data = raw.subarray(start, start + length);
    const stream = dict.includes('/FlateDecode') ? inflateSync(data) : Buffer.from(data);
    objects.set(Number(number), { dict, stream });
  }
  return objects;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
/** UTF-16BE hex, as in a CMap (`<0066 0069>` is "fi"), to text. */
const hexText = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));

/** Glyph id (as 4 hex digits) to text, from a font's ToUnicode CMap (bfchar and bfrange). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const glyph = (id: number) => id.toString(16).padStart(4, '0');
  for (const [, src, dst] of cmap.matchAll(/^<(\w{4})> ?<([^>]+)>$/gm))
    map.set(src!.toLowerCase(), hexText(dst!));
  for (const [, lo, , list] of cmap.matchAll(/^<(\w{4})> ?<(\w{4})> ?\[([^\]]*)\]$/gm)) {
    [...list!.matchAll(/<([^>]*)>/g)].forEach(([, dst], i) =>
      map.set(glyph(parseInt(lo!, 16) + i), hexText(dst!)),
    );
  }
  return map;
}

export interface ReadPdf {
  raw: string;
  /** The Info dictionary's entries (literal strings only). */
  info: Record<string, string>;
  /** Each page's text, a line per baseline, as a viewer's text layer would read it. */
  pages: string[][];
  /** The embedded fonts' names, without their subset prefix. */
  fonts: string[];
  /** Each embedded font's glyphs that stand for more than one character (ligatures, conjuncts). */
  ligatures: Map<string, string[]>;
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const objects = pdfObjects(bytes);
  const raw = Buffer.from(bytes).toString('latin1');
  const infoDict = objects.get(Number(/\/Info (\d+) 0 R/.exec(raw)?.[1]))!.dict;
  const info: Record<string, string> = {};
  for (const [, key, id] of infoDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const value = /^\((.*)\)$/.exec(objects.get(Number(id))!.dict)?.[1];
    if (value !== undefined) info[key!] = value;
  }
  const fontNames = new Map<string, string>();
  const cmaps = new Map<string, Map<string, string>>();
  const ligatures = new Map<string, string[]>();
  const pages: string[][] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\n/.test(page.dict)) continue;
    const resources = objects.get(ref(page.dict, 'Resources'))!.dict;
    for (const [, key, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id))!.dict;
      const name = /\/BaseFont \/[A-Z]{6}\+(\S+)/.exec(font)![1]!;
      const cmap = toUnicode(objects.get(ref(font, 'ToUnicode'))!.stream!.toString('latin1'));
      fontNames.set(key!, name);
      cmaps.set(key!, cmap);
      ligatures.set(
        name,
        [...cmap.values()].filter((t) => [...t].length > 1),
      );
    }
    const content = objects.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1');
    // pdfmake writes a text object for each word (or run), placed with Tm: join them by baseline.
    const lines = new Map<string, string>();
    for (const [, block] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const y = /^1 0 0 1 [\d.]+ ([\d.]+) Tm$/m.exec(block!)![1]!;
      const cmap = cmaps.get(/\/(F\d+) [\d.]+ Tf/.exec(block!)![1]!)!;
      const glyphs = [...block!.matchAll(/<(\w+)>/g)].flatMap(([, hex]) => hex!.match(/.{4}/g)!);
      lines.set(y, (lines.get(y) ?? '') + glyphs.map((g) => cmap.get(g) ?? '\uFFFD').join(''));
    }
    pages.push([...lines.values()].map((line) => line.replace(/\s+/g, ' ').trim()));
  }
  return { raw, info, pages, fonts: [...new Set(fontNames.values())].sort(), ligatures };
}

/** All the text, its lines joined by spaces. */
export const allText = (pdf: ReadPdf) => pdf.pages.flat().join(' ').replace(/\s+/g, ' ');

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
const CLUSTER = `${CONSONANT}(?:\\u094D${CONSONANT})*`;
const SIGNS = '[\\u093E-\\u094C\\u0962\\u0963]*';

/**
 * Devanagari read in the order its glyphs are drawn, put back in the order it is written: the
 * vowel sign ि is drawn before its consonant cluster, the reph (र्) after the cluster and its
 * signs, and ो / ौ as ा with a mark over it; Noto draws ई as इ with a reph-shaped mark.
 */
export function logicalDevanagari(text: string): string {
  return text
    .replace(/इर्/g, 'ई')
    .replace(new RegExp(`\\u093F(${CLUSTER})`, 'g'), '$1\u093F')
    .replace(
      new RegExp(`(${CLUSTER})(${SIGNS})\\u0930\\u094D(?![\\u0915-\\u0939])`, 'g'),
      '\u0930\u094D$1$2',
    )
    .replace(/\u093E\u0947/g, '\u094B')
    .replace(/\u093E\u0948/g, '\u094C');
}
