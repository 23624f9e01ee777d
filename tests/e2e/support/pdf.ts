import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One printed page: its size in points and the text pdf.js reads from it. */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** The page printed by Chromium's own print engine (as Print would), on the page size its CSS asks for. */
export async function printToPdf(page: Page): Promise<PdfPage[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const one = await document.getPage(number);
    const content = await one.getTextContent();
    const [, , width, height] = one.view;
    pages.push({ width, height, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') });
  }
  await document.destroy();
  return pages;
}

/**
 * Text reduced for comparing: compatibility forms folded (Arabic presentation forms to letters),
 * spaces, joiners and direction marks taken out. pdf.js gives Persian glyph by glyph, often in
 * visual order (right to left reversed), so `occurrences` counts a phrase either way round.
 */
const squeeze = (text: string) => text.normalize('NFKC').replace(/[\s\u200b-\u200f\u061c\u2066-\u2069]/g, '');

export function occurrences(text: string, phrase: string): number {
  const haystack = squeeze(text);
  const forward = squeeze(phrase);
  const count = (needle: string) => haystack.split(needle).length - 1;
  const backward = [...forward].reverse().join('');
  return backward === forward ? count(forward) : count(forward) + count(backward);
}
