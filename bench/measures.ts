import { openBenchPage, type BenchContext } from '../support';
import { cellEdit } from './cellEdit';
import { median } from './median';
import { xlsxExport } from './xlsxExport';

/** One printed row of an extra measurement: a name, a value and its unit. */
export interface MeasureRow {
  name: string;
  value: number | string;
  unit: string;
}

/**
 * An extra measurement (printed, never asserted). Add one to EXTRA_MEASURES; return rows, or
 * `null` to print "n/a" with `skipped` (e.g. the screen is not built yet).
 */
export interface ExtraMeasure {
  name: string;
  run(bench: BenchContext, runs: number): Promise<MeasureRow[] | null>;
}

/** `aria-rowcount` of the list's grid (header row included), 0 while there is none. */
const ROW_COUNT = `Number(document.querySelector('#main-content [role="grid"]')?.getAttribute('aria-rowcount') ?? 0)`;

/**
 * Payments list: time to the first 10 rows, time until All (10,000) rows are in the table, and
 * the DOM node count then. Spectrum's TableView virtualizes, so "rendered" means the grid
 * reports every row (`aria-rowcount`) and shows its first ones, not 10,000 rows in the DOM.
 */
export const paymentsManage: ExtraMeasure = {
  name: 'payments-manage',
  async run(bench, runs) {
    const firstRows: number[] = [];
    const allRows: number[] = [];
    let nodes = 0;
    for (let run = 0; run < runs; run++) {
      const { page, close } = await openBenchPage(bench, 'FINANCE');
      try {
        const cells = page.locator('#main-content [role="grid"] [role="rowheader"], #main-content [role="grid"] [role="gridcell"]');
        const started = Date.now();
        await page.goto('/payments/manage');
        try {
          await page.waitForFunction(`${ROW_COUNT} >= 11`, undefined, { timeout: 20_000 });
          await cells.first().waitFor({ timeout: 20_000 });
        } catch {
          return null;
        }
        firstRows.push(Date.now() - started);
        const allStarted = Date.now();
        await page.goto('/payments/manage?pageSize=all');
        await page.waitForFunction(`${ROW_COUNT} > 10000`, undefined, { timeout: 120_000 });
        await cells.first().waitFor();
        allRows.push(Date.now() - allStarted);
        nodes = await page.evaluate('document.getElementsByTagName("*").length');
      } finally {
        await close();
      }
    }
    return [
      { name: 'first 10 rows (median)', value: median(firstRows), unit: 'ms' },
      { name: 'All 10,000 rows in the table (median)', value: median(allRows), unit: 'ms' },
      { name: 'DOM nodes with All', value: nodes, unit: 'nodes' },
    ];
  },
};

/** Extra measurements run after the route sizes and the login timing. */
export const EXTRA_MEASURES: ExtraMeasure[] = [paymentsManage, cellEdit, xlsxExport];
