import { describe, expect, it } from 'vitest';
import { TERMS } from '../content/terms';
import { legalDocumentBlocks, legalDocumentPdf } from './legal-pdf';
import { createTextPdf, PAGE_HEIGHT, toWinAnsi, wrapText } from './pdf';

const asText = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The xref entries as [object number, byte offset] for every in-use object. */
function xrefEntries(pdf: string): { startxref: number; entries: [number, number][] } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(startxref);
  const header = /^xref\n0 (\d+)\n/.exec(table);
  if (!header) throw new Error('no xref table at startxref');
  const size = Number(header[1]);
  const rows = table.slice(header[0].length).split('\n').slice(0, size);
  expect(rows[0]).toBe('0000000000 65535 f ');
  const entries = rows.slice(1).map((row, i): [number, number] => {
    expect(row).toMatch(/^\d{10} 00000 n $/);
    return [i + 1, Number(row.slice(0, 10))];
  });
  return { startxref, entries };
}

describe('createTextPdf', () => {
  it('writes a PDF 1.4 file whose xref offsets each point at "n 0 obj"', () => {
    const pdf = asText(
      createTextPdf(
        [
          { style: 'title', text: 'Hello' },
          { style: 'body', text: 'World' },
        ],
        { title: 'Test' },
      ),
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const { startxref, entries } = xrefEntries(pdf);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(entries.length).toBe(7); // catalog, pages, 2 fonts, info, 1 page + its content
    for (const [n, offset] of entries)
      expect(pdf.slice(offset).startsWith(`${n} 0 obj\n`)).toBe(true);
    expect(pdf).toMatch(/trailer\n<< \/Size 8 \/Root 1 0 R \/Info 5 0 R >>/);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(Hello) Tj');
  });

  it('gives each content stream its exact byte length', () => {
    const pdf = asText(
      createTextPdf([{ style: 'body', text: 'A (tricky) \\ line' }], { title: 'T' }),
    );
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(match).not.toBeNull();
    expect(match![2]!.length).toBe(Number(match![1]));
    expect(match![2]).toContain('(A \\(tricky\\) \\\\ line) Tj');
  });

  it('encodes typographic characters in WinAnsi and the rupee sign as Rs.', () => {
    expect(toWinAnsi('it’s ₹1,000 — “ok”')).toBe('it\x92s Rs. 1,000 \x97 \x93ok\x94');
    const pdf = asText(createTextPdf([{ style: 'body', text: 'owner’s' }], { title: 'T' }));
    expect(pdf).toContain('(owner\\222s) Tj');
  });

  it('wraps long text within the width and never loses a word', () => {
    const text = 'RoomSetu helps tenants find verified rooms '.repeat(20).trim();
    const lines = wrapText(text, 10.5, false, 300);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join(' ')).toBe(text);
  });

  it('starts new pages when the text runs past the bottom margin', () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({
      style: 'body' as const,
      text: `Paragraph ${i + 1}`,
    }));
    const pdf = asText(createTextPdf(blocks, { title: 'Long' }));
    const count = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThan(2);
    expect(pdf).toContain(`Page ${count} of ${count}`);
    for (const [, y] of pdf.matchAll(/Tf [\d.]+ ([\d.]+) Td/g)) {
      expect(Number(y)).toBeGreaterThan(0);
      expect(Number(y)).toBeLessThan(PAGE_HEIGHT);
    }
    const { entries } = xrefEntries(pdf);
    for (const [n, offset] of entries)
      expect(pdf.slice(offset).startsWith(`${n} 0 obj\n`)).toBe(true);
  });
});

describe('the Terms of Service PDF', () => {
  it('carries the same sections, dates and wording as the page', () => {
    const pdf = asText(legalDocumentPdf(TERMS));
    expect(pdf).toContain('(RoomSetu Terms of Service) Tj');
    expect(pdf).toContain('(Last Updated: 20 October 2025 \\267 Version 1.1) Tj');
    const headings = legalDocumentBlocks(TERMS).filter((b) => b.style === 'heading');
    expect(headings).toHaveLength(19);
    expect(pdf).toContain('(1. Acceptance of Terms) Tj');
    expect(pdf).toContain('(19. Changes to These Terms and Contact) Tj');
    expect(pdf).toContain('courts of Jaipur, Rajasthan');
  });
});
