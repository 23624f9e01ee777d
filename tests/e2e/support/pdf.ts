import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ROOT } from '../../../support/build';

/** Where each printed PDF and the text read from it are kept (git-ignored), to look at when a check fails. */
const PRINT_DIR = join(ROOT, 'test-output/print');

/** One printed page: its size in points and the text pdf.js reads from it. */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** The page printed by Chromium's own print engine (as Print would), on the page size its CSS asks for; kept as `name`.pdf. */
export async function printToPdf(page: Page, name: string): Promise<PdfPage[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  mkdirSync(PRINT_DIR, { recursive: true });
  writeFileSync(join(PRINT_DIR, `${name}.pdf`), pdf);
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const one = await document.getPage(number);
    const content = await one.getTextContent();
    const [, , width, height] = one.view;
    pages.push({ width, height, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') });
  }
  await document.destroy();
  writeFileSync(join(PRINT_DIR, `${name}.txt`), pages.map((one, index) => `--- page ${index + 1}\n${one.text}`).join('\n'));
  return pages;
}

/**
 * Text reduced for comparing: compatibility forms folded (Arabic presentation forms to letters),
 * spaces, joiners and direction marks taken out.
 */
const squeeze = (text: string) => text.normalize('NFKC').replace(/[\s\u200b-\u200f\u061c\u2066-\u2069]/g, '');
const sorted = (text: string) => [...text].sort().join('');

/**
 * How often `phrase` is printed in `text`. pdf.js gives Persian glyph by glyph in visual order,
 * except that letters which do not join (ر، د، ا، و) keep their logical order in small clusters:
 * "قیمت واحد" comes out as "دحوا تمیق". A phrase with Arabic-script letters is therefore counted
 * as a run of the same letters in any order (words stay contiguous, only their order within is
 * scrambled); any other phrase (Latin, codes) exactly.
 */
export function occurrences(text: string, phrase: string): number {
  const haystack = squeeze(text);
  const needle = squeeze(phrase);
  if (!/\p{Script=Arabic}/u.test(needle)) return haystack.split(needle).length - 1;
  const letters = sorted(needle);
  let count = 0;
  for (let index = 0; index + needle.length <= haystack.length; ) {
    if (sorted(haystack.slice(index, index + needle.length)) === letters) {
      count += 1;
      index += needle.length;
    } else index += 1;
  }
  return count;
}
