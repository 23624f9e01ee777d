import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, text, until } from '../support';
import { message, unique } from '../support/entities';

type Lang = 'fa' | 'en';

// A drawing with a script that must never run, and a one-page PDF.
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="teal"/><script>document.title = "ran"</script></svg>');
const PDF = Buffer.from(`%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 44>>stream
BT /F1 24 Tf 20 100 Td (Hello PDF) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF`);

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/**
 * Uploaded SVGs and PDFs are served with a strict content security policy (SVGs also sandboxed):
 * the admin's own previews must still work, the SVG as a picture and the PDF in the browser's viewer.
 */
describe('uploaded documents: previews under a strict policy', () => {
  for (const lang of ['en', 'fa'] as Lang[]) {
    test(`EDITOR previews an uploaded SVG and opens an uploaded PDF (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/mediacategory/manage' });
      const folder = `Documents ${unique()}`;
      await page.getByRole('button', { name: text(lang, 'mediaLibrary.actions.newFolder') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'mediaLibrary.dialog.newTitle') });
      await dialog.getByRole('textbox', { name: text(lang, 'mediaLibrary.dialog.name') }).fill(folder);
      await dialog.getByRole('button', { name: text(lang, 'mediaLibrary.dialog.create'), exact: true }).click();
      await row(page, folder).click();
      await page.getByText(text(lang, 'mediaLibrary.emptyDrop')).waitFor();
      await page.locator('input[type=file]').setInputFiles([
        { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: SVG },
        { name: 'leaflet.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await row(page, 'drawing.svg').waitFor();
      await row(page, 'leaflet.pdf').waitFor();

      // The SVG shows as a picture in the preview.
      await row(page, 'drawing.svg').click();
      const preview = page.getByRole('dialog', { name: 'drawing.svg' });
      const image = preview.getByRole('img', { name: message(lang, 'widgets.upload.preview', { title: 'drawing.svg' }) });
      await until(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth === 80), 'the SVG is shown');
      const svgUrl = await image.getAttribute('src');
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });

      // The PDF opens in a tab, in the browser's viewer, with the policy on its answer.
      await row(page, 'leaflet.pdf').click();
      const pdfPreview = page.getByRole('dialog', { name: 'leaflet.pdf' });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfPreview.getByRole('link', { name: text(lang, 'mediaLibrary.preview.open') }).click()]);
      let downloaded = false;
      tab.on('download', () => (downloaded = true));
      // Chromium's viewer keeps its document's type; a refused or downloaded PDF would not.
      await until(() => tab.evaluate(() => document.contentType === 'application/pdf').catch(() => false), 'the PDF opens in the viewer');
      assert.equal(downloaded, false, 'the PDF is shown, not downloaded');
      const served = await fetch(tab.url(), { method: 'HEAD' });
      assert.match(served.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      await tab.close();

      // Opened on its own, the SVG draws but its script does not run.
      const alone = await page.context().newPage();
      await alone.goto(svgUrl!);
      await until(() => alone.evaluate(() => document.querySelectorAll('rect').length === 1), 'the SVG draws');
      assert.notEqual(await alone.title(), 'ran', 'the SVG’s script did not run');
      await alone.close();
    });
  }
});
