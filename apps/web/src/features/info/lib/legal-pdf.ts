import { PRODUCT_NAME, SUPPORT_CONTACT } from '@roomsetu/shared';
import type { LegalDocument } from '../content/types';
import { createTextPdf, type PdfBlock } from './pdf';

/** The same words the page shows, in the same order, as PDF blocks. */
export function legalDocumentBlocks(doc: LegalDocument): PdfBlock[] {
  const meta = [`Last Updated: ${doc.lastUpdated}`];
  if (doc.version) meta.push(`Version ${doc.version}`);
  const blocks: PdfBlock[] = [
    { style: 'title', text: `${PRODUCT_NAME} ${doc.title}` },
    { style: 'subtitle', text: meta.join(' · ') },
    { style: 'subtitle', text: SUPPORT_CONTACT.address },
    ...doc.intro.map((text): PdfBlock => ({ style: 'body', text })),
  ];
  doc.sections.forEach((section, index) => {
    blocks.push({ style: 'heading', text: `${index + 1}. ${section.title}` });
    for (const block of section.body) {
      if (typeof block === 'string') blocks.push({ style: 'body', text: block });
      else for (const item of block.list) blocks.push({ style: 'bullet', text: item });
    }
  });
  return blocks;
}

export function legalDocumentPdf(doc: LegalDocument): Uint8Array {
  return createTextPdf(legalDocumentBlocks(doc), {
    title: `${PRODUCT_NAME} ${doc.title}`,
    author: PRODUCT_NAME,
  });
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

export function downloadLegalPdf(doc: LegalDocument, filename: string): void {
  const bytes = legalDocumentPdf(doc);
  saveFile(new Blob([bytes.buffer as ArrayBuffer], { type: 'application/pdf' }), filename);
}
