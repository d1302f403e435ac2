import { glyphWidth } from './helvetica-widths';

/**
 * A small text-only PDF 1.4 writer: the built-in Helvetica fonts (no embedding), WinAnsi
 * encoding, greedy line wrapping and pagination with page numbers. Enough for a policy
 * document; no library, so the page does not ship one.
 */
export type PdfStyle = 'title' | 'subtitle' | 'heading' | 'body' | 'bullet';

export interface PdfBlock {
  style: PdfStyle;
  text: string;
}

export interface PdfOptions {
  /** The document title (the Info dictionary and every page footer). */
  title: string;
  author?: string;
}

interface StyleSpec {
  size: number;
  bold: boolean;
  leading: number;
  /** Extra space above the block. */
  before: number;
}

const STYLES: Record<PdfStyle, StyleSpec> = {
  title: { size: 20, bold: true, leading: 26, before: 0 },
  subtitle: { size: 10, bold: false, leading: 14, before: 2 },
  heading: { size: 13, bold: true, leading: 18, before: 14 },
  body: { size: 10.5, bold: false, leading: 15, before: 6 },
  bullet: { size: 10.5, bold: false, leading: 15, before: 3 },
};

export const PAGE_WIDTH = 595.28; // A4 in points
export const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const FOOTER_Y = 32;
const BULLET_INDENT = 14;
const BULLET = '\x95';

// Unicode characters outside Latin-1 that WinAnsi (Windows-1252) places in 0x80-0x9F.
// prettier-ignore
const WIN_ANSI: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88,
  '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93,
  '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Text as a string of WinAnsi bytes (one char per byte); the rupee sign becomes 'Rs.'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/₹\s?/g, 'Rs. ').replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    const mapped = WIN_ANSI[char];
    if (mapped !== undefined) out += String.fromCharCode(mapped);
    else if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) out += char;
    else out += '?';
  }
  return out;
}

/** Width in points of a WinAnsi string. */
export function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += glyphWidth(text.charCodeAt(i), bold);
  return (units * size) / 1000;
}

/** Greedy wrap at spaces; a word wider than the line is cut where it overflows. */
export function wrapText(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string: ASCII only, with \ ( ) escaped and other bytes as octal. */
function pdfString(bytes: string): string {
  let out = '(';
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes.charCodeAt(i);
    const char = bytes[i]!;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

interface PlacedLine {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

/** Lays the blocks out top to bottom, starting a new page when the next line would not fit. */
export function layoutPages(blocks: readonly PdfBlock[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  const top = PAGE_HEIGHT - MARGIN;
  const bottom = MARGIN;
  const width = PAGE_WIDTH - 2 * MARGIN;
  let y = top;
  const newPage = () => {
    pages.push([]);
    y = top;
  };

  for (const block of blocks) {
    const spec = STYLES[block.style];
    const indent = block.style === 'bullet' ? BULLET_INDENT : 0;
    const lines = wrapText(toWinAnsi(block.text), spec.size, spec.bold, width - indent);
    if (y !== top) y -= spec.before;
    // Keep a heading with at least two lines of what follows it.
    const keep = block.style === 'heading' ? spec.leading + 2 * STYLES.body.leading : 0;
    if (keep && y - keep < bottom) newPage();
    lines.forEach((text, index) => {
      if (y - spec.leading < bottom) newPage();
      y -= spec.leading;
      const page = pages[pages.length - 1]!;
      if (block.style === 'bullet' && index === 0) {
        page.push({ x: MARGIN + 3, y, size: spec.size, bold: false, text: BULLET });
      }
      page.push({ x: MARGIN + indent, y, size: spec.size, bold: spec.bold, text });
    });
  }
  return pages;
}

function pageContent(lines: readonly PlacedLine[], footer: string): string {
  const ops = lines.map(
    (l) =>
      `BT /${l.bold ? 'F2' : 'F1'} ${num(l.size)} Tf ${num(l.x)} ${num(l.y)} Td ${pdfString(l.text)} Tj ET`,
  );
  const footerWidth = textWidth(footer, 8, false);
  ops.push(
    `0.4 g BT /F1 8 Tf ${num(PAGE_WIDTH - MARGIN - footerWidth)} ${FOOTER_Y} Td ${pdfString(footer)} Tj ET 0 g`,
  );
  return ops.join('\n');
}

/** The whole file. Every character is below 256, so string offsets are byte offsets. */
export function createTextPdf(blocks: readonly PdfBlock[], options: PdfOptions): Uint8Array {
  const pages = layoutPages(blocks);
  const title = toWinAnsi(options.title);
  const FIRST_PAGE = 6;
  const pageIds = pages.map((_, i) => FIRST_PAGE + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Author ${pdfString(toWinAnsi(options.author ?? ''))} /Producer (RoomSetu) >>`,
  ];
  pages.forEach((lines, i) => {
    const footer = `${title}  |  Page ${i + 1} of ${pages.length}`;
    const stream = pageContent(lines, footer);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
