import { PRODUCT_NAME, SUPPORT_CONTACT, scriptRuns } from '@roomsetu/shared';
import type * as PdfMakeModule from 'pdfmake/build/pdfmake';
import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { LegalDocument } from '../content/types';
import { PDF_FONT_URLS, type PdfFontFamily, type PdfFontFiles } from './pdf-fonts';

type PdfMake = typeof PdfMakeModule;
type FontUrls = Record<PdfFontFamily, PdfFontFiles>;

const MARGIN = 56;
const PAGE_HEIGHT = 841.89; // A4 in points
/** A heading starts a new page unless it and two lines of what follows fit on this one. */
const KEEP_WITH_HEADING = 14 + 18 + 2 * 15;

// Noto Sans's natural line is 1.362 em; these multipliers give the leading of each style in points
// (title 26, subtitle 14, heading 18, body 15).
const STYLES: StyleDictionary = {
  title: { fontSize: 20, bold: true, lineHeight: 0.96 },
  subtitle: { fontSize: 10, lineHeight: 1.03, margin: [0, 2, 0, 0] },
  heading: { fontSize: 13, bold: true, lineHeight: 1.02, margin: [0, 14, 0, 0] },
  body: { fontSize: 10.5, lineHeight: 1.05, margin: [0, 6, 0, 0] },
  bullet: { fontSize: 10.5, lineHeight: 1.05, margin: [0, 3, 0, 0] },
  footer: { fontSize: 8, color: '#666666', alignment: 'right', margin: [MARGIN, 15.5, MARGIN, 0] },
};

/**
 * The same words the page shows, in the same order: title, dates, intro, numbered sections. The
 * document is English in every language (the page sums it up in the reader's own), so is its PDF.
 */
export function legalDocumentDefinition(doc: LegalDocument): TDocumentDefinitions {
  const title = `${PRODUCT_NAME} ${doc.title}`;
  const meta = [`Last Updated: ${doc.lastUpdated}`];
  if (doc.version) meta.push(`Version ${doc.version}`);
  const content: Content[] = [
    { text: scriptRuns(title), style: 'title' },
    { text: scriptRuns(meta.join(' · ')), style: 'subtitle' },
    { text: scriptRuns(SUPPORT_CONTACT.address), style: 'subtitle' },
    ...doc.intro.map((text): Content => ({ text: scriptRuns(text), style: 'body' })),
  ];
  doc.sections.forEach((section, index) => {
    const heading = `${index + 1}. ${section.title}`;
    // Each heading is also a bookmark, so a reader can jump between sections.
    content.push({
      text: scriptRuns(heading),
      style: 'heading',
      headlineLevel: 1,
      outline: true,
      outlineText: heading,
    });
    for (const block of section.body) {
      if (typeof block === 'string') content.push({ text: scriptRuns(block), style: 'body' });
      else
        content.push({
          ul: block.list.map((item) => ({ text: scriptRuns(item), style: 'bullet' })),
        });
    }
  });

  return {
    version: '1.4',
    pageSize: 'A4',
    pageMargins: MARGIN,
    info: { title, author: PRODUCT_NAME, creator: PRODUCT_NAME },
    language: 'en',
    defaultStyle: { font: 'NotoSans', fontSize: 10.5 },
    styles: STYLES,
    content,
    footer: (currentPage, pageCount) => ({
      text: scriptRuns(`${title}  |  Page ${currentPage} of ${pageCount}`),
      style: 'footer',
    }),
    pageBreakBefore: (node, { getFollowingNodesOnPage }) =>
      node.headlineLevel === 1 &&
      (getFollowingNodesOnPage().length === 0 ||
        node.startPosition.top > PAGE_HEIGHT - MARGIN - KEEP_WITH_HEADING),
  };
}

async function loadPdfMake(): Promise<PdfMake> {
  // The browser build: pdfkit and fontkit inside, no Node built-ins needed. It is a CommonJS
  // module, so the instance is the default export.
  const module = (await import('pdfmake/build/pdfmake')) as PdfMake & { default?: PdfMake };
  return module.default ?? module;
}

/**
 * The PDF of a legal document, its fonts fetched from `fontUrls` (absolute http(s) URLs). Only the
 * families the text needs are fetched: Noto Sans Devanagari only for a text with Hindi in it.
 */
export async function legalDocumentPdf(
  doc: LegalDocument,
  fontUrls: FontUrls,
): Promise<Uint8Array> {
  const definition = legalDocumentDefinition(doc);
  const needsDevanagari = JSON.stringify(definition.content).includes('"NotoSansDevanagari"');
  const fonts = needsDevanagari ? fontUrls : { NotoSans: fontUrls.NotoSans };
  const allowed = new Set(Object.values(fonts).flatMap((files) => [files.normal, files.bold]));
  const pdfMake = await loadPdfMake();
  pdfMake.setUrlAccessPolicy((url) => allowed.has(url));
  // pdfmake rewrites the descriptors it is given: hand it copies.
  pdfMake.setFonts(
    Object.fromEntries(Object.entries(fonts).map(([family, files]) => [family, { ...files }])),
  );
  // A copy of its own: the Buffer may be a view into a larger allocation.
  return new Uint8Array(await pdfMake.createPdf(definition).getBuffer());
}

/** The fonts as served with this page: the build's asset paths made absolute. */
function servedFontUrls(): FontUrls {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const entries = Object.entries(PDF_FONT_URLS).map(([family, files]) => [
    family,
    { normal: absolute(files.normal), bold: absolute(files.bold) },
  ]);
  return Object.fromEntries(entries) as FontUrls;
}

/** Saves bytes as a file through a temporary object URL and a[download]. */
export function saveFile(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Loads pdfmake and the fonts (neither is in any page's bundle), makes the PDF and saves it. */
export async function downloadLegalPdf(doc: LegalDocument, filename: string): Promise<void> {
  const bytes = await legalDocumentPdf(doc, servedFontUrls());
  saveFile(new Blob([bytes.buffer as ArrayBuffer], { type: 'application/pdf' }), filename);
}
